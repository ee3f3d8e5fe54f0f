// Shared test cases of the apps' page tests (package subpath '@pm/ui/page-tests'); never imported by app code.
// Each describes the same behaviour on every domain's screen: the list screens' states and menus, the details
// and edit screens' load states and history, the forms' messages and saves. A domain's own test file mocks its
// calls (vi.mock stays there, hoisted) and keeps only what is its own.
export * from './page-tests/form-cases';
export * from './page-tests/list-page-cases';
export * from './page-tests/record-screen-cases';
