import { loadToasts } from '../components/ToastProvider';

// The app loads the toast's code once it shows, before any toast; here it is there before each file's
// tests, so a test that raises a toast finds it at once, and one that expects none is not fooled by a toast still
// loading.
beforeAll(loadToasts);
