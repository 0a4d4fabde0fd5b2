/**
 * After sending, the browser opens what was created (the server knows where it is). Tests replace
 * `open`. An address that differs from this page's only by its #anchor (a reply in a
 * conversation: /messages/5#Message_9) would only scroll this page, which does not show the new
 * post yet: the page loads again at that anchor instead.
 */
export const formNavigator = {
    open(url: string): void {
        const here = window.location;
        const target = new URL(url, here.href);
        if (target.hash && target.origin === here.origin && target.pathname === here.pathname && target.search === here.search) {
            here.hash = target.hash;
            here.reload();
            return;
        }
        here.assign(target.href);
    },
};
