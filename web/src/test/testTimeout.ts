import { configure } from '@testing-library/react';

// A route test renders a whole page in jsdom, and a file's first test also compiles the route's lazy modules: five
// seconds (jest's default) is too short for that on a busy two-core machine, where CI runs the integration servers
// beside it. A project's `testTimeout` is not read by jest 30; this is.
jest.setTimeout(20_000);
// The same for a lazy dialog or menu (issue 14): its first opening in a file compiles its modules, longer than the
// one second findBy and waitFor wait by default.
configure({ asyncUtilTimeout: 5_000 });
