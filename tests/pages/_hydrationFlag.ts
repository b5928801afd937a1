// The sessionStorage key that makes /tests/hydration-mismatch render other markup in the browser than on the server, shared by the page and its test.
export const HYDRATION_MISMATCH_FLAG_KEY = 'nadle-test-hydration-mismatch';
