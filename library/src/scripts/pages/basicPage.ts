import { definePage } from "@library/boot/pageDefinition";

/**
 * Server-rendered pages with no interactive part of their own (sign-in, register, sign-out,
 * e-mail confirmation, editing one's profile, not-found and error pages). Defined in the library because the host's
 * error pages render it; its entry lives in the dashboard application.
 */
export const basicPage = definePage({
    entry: "basicPage",
    paths: ["/entry/signin", "/entry/register", "/entry/signout", "/entry/emailconfirmrequest", "/entry/emailconfirm/:userID/:token", "/profile/edit"],
    reducers: {},
    islands: [],
});
