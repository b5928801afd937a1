// The sessionStorage key that makes /tests/crash throw, shared by the page and its test.
export const CRASH_FLAG_KEY = 'nadle-test-crash';
