/**
 * The page's own navigations outside the router: to another document (a `geo:` link) and a reload. One object, so a
 * test replaces them with `vi.spyOn`: jsdom navigates nowhere, and in the web tests' pool (decision 067) the window's
 * `location` is the real, unforgeable one, which cannot be stubbed.
 */
export const pageLocation = {
  assign: (url: string): void => window.location.assign(url),
  reload: (): void => window.location.reload(),
};
