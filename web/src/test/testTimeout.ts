import { configure } from '@testing-library/react';

// A route test renders a whole page in jsdom, and a file's first test also compiles the route's lazy modules: five
// seconds (jest's default) is too short for that on a busy two-core machine, where CI runs the integration servers
// beside it. A project's `testTimeout` is not read by jest 30; this is.
jest.setTimeout(20_000);

// Testing Library's findBy… and waitFor give up after one second by default: on a loaded machine a page's lazy modules
// and its first render, or a lazy dialog's or menu's first opening, can take longer, and the test failed
// where the page was right.
configure({ asyncUtilTimeout: 5_000 });
