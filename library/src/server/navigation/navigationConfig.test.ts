import { DEFAULT_NAVIGATION_ITEMS } from "@library/navigation/navigationItems";
import { EMPTY_PERMISSIONS, type IPermissionsRecord } from "@library/users/permissionTypes";
import { navigationItemsFor, type INavigationViewer } from "@server/navigation/navigationConfig";
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

const MODERATOR_PERMISSIONS: IPermissionsRecord = {
    ...EMPTY_PERMISSIONS,
    permissions: [{ type: "global", id: null, permissions: { "community.moderate": true } }],
} as IPermissionsRecord;

const guest: INavigationViewer = { permissions: EMPTY_PERMISSIONS, roleIDs: [2] };
const moderator: INavigationViewer = { permissions: MODERATOR_PERMISSIONS, roleIDs: [8, 32] };

describe("navigationItemsFor (shell §2 custom navigation rules)", () => {
    it("drops an item without a name, or with neither a url nor children", () => {
        const items = navigationItemsFor(
            [{ name: "Posts", url: "/discussions" }, { url: "/nameless" }, { name: "  ", url: "/blank" }, { name: "Nowhere" }, { name: "Empty", children: [] }, "junk", null],
            "en",
            guest,
        );
        expect(items.map((item) => item.name)).toEqual(["Posts"]);
    });

    it("omits hidden items and items whose permission the viewer lacks, children included", () => {
        const config = [
            { name: "Hidden", url: "/hidden", isHidden: true },
            { name: "Moderation", url: "/moderation", permission: "community.moderate", children: [{ name: "Queue", url: "/queue" }] },
            { name: "Help", children: [{ name: "FAQ", url: "/faq" }, { name: "Staff notes", url: "/staff", permission: ["community.moderate"] }] },
        ];
        expect(navigationItemsFor(config, "en", guest)).toEqual([{ id: "2", name: "Help", children: [{ id: "2-0", name: "FAQ", url: "/faq" }] }]);
        expect(navigationItemsFor(config, "en", moderator).map((item) => item.name)).toEqual(["Moderation", "Help"]);
        expect(navigationItemsFor(config, "en", moderator)[0]!.children).toEqual([{ id: "1-0", name: "Queue", url: "/queue" }]);
    });

    it("takes only safe links as item addresses (shell §5)", () => {
        const config = [
            { name: "Script", url: "javascript:alert(1)" },
            { name: "Other host", url: "//evil.example" },
            { name: "Data", url: "data:text/html,x" },
            { name: "Docs", url: "https://docs.example/start" },
            { name: "Help", url: "/help" },
        ];
        expect(navigationItemsFor(config, "en", guest).map((item) => item.url)).toEqual(["https://docs.example/start", "/help"]);
    });

    it("drops a group whose every child is filtered out and which has no url of its own", () => {
        const config = [{ name: "Staff", children: [{ name: "Notes", url: "/notes", permission: "community.moderate" }] }];
        expect(navigationItemsFor(config, "en", guest)).toEqual([]);
        expect(navigationItemsFor(config, "en", moderator)).toHaveLength(1);
    });

    it("shows an item with roleIDs only to holders of any of them; none listed shows it to all", () => {
        const config = [
            { name: "All", url: "/all", roleIDs: [] },
            { name: "Members", url: "/members", roleIDs: [8, 16] },
            { name: "Guests", url: "/guests", roleIDs: [2] },
        ];
        expect(navigationItemsFor(config, "en", guest).map((item) => item.name)).toEqual(["All", "Guests"]);
        expect(navigationItemsFor(config, "en", moderator).map((item) => item.name)).toEqual(["All", "Members"]);
    });

    it("keeps only the fields the front end needs, with the config's id when there is one", () => {
        const [item] = navigationItemsFor([{ id: "kb", name: " Help ", url: " /kb/ ", permission: "", roleIDs: [2], isHidden: false, badge: "x" }], "en", guest);
        expect(item).toEqual({ id: "kb", name: "Help", url: "/kb/" });
    });

    it("reads a list per locale ('*' as fallback) and gives the defaults when no list applies", () => {
        const perLocale = { fr: [{ name: "Sujets", url: "/discussions" }], "*": [{ name: "Topics", url: "/discussions" }] };
        expect(navigationItemsFor(perLocale, "fr", guest).map((item) => item.name)).toEqual(["Sujets"]);
        expect(navigationItemsFor(perLocale, "de", guest).map((item) => item.name)).toEqual(["Topics"]);
        expect(navigationItemsFor({ fr: [] }, "en", guest)).toEqual(DEFAULT_NAVIGATION_ITEMS);
        expect(navigationItemsFor(undefined, "en", guest)).toEqual(DEFAULT_NAVIGATION_ITEMS);
        expect(navigationItemsFor("nonsense", "en", guest)).toEqual(DEFAULT_NAVIGATION_ITEMS);
    });
});

describe("custom navigation in the page (server)", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp({
            config: {
                "Navigation.Items": [
                    { name: "Posts", url: "/discussions" },
                    { name: "Dashboard", url: "/dashboard/settings", permission: "site.manage" },
                    { name: "Help", children: [{ name: "FAQ", url: "/kb/faq" }, { name: "Staff handbook", url: "/kb/staff-handbook", permission: "site.manage" }] },
                ],
            },
        });
    });

    afterAll(() => forum.close());

    it("leaves a permission-gated item out of a guest's HTML and shows it to an admin", async () => {
        const asGuest = await forum.app.inject({ url: "/discussions" });
        expect(asGuest.statusCode).toBe(200);
        expect(asGuest.body).not.toContain("/dashboard/settings");
        expect(asGuest.body).not.toContain("Staff handbook");
        expect(asGuest.body).toContain('href="/kb/faq"');
        expect((preloadOf(asGuest.body).meta.navigation as Array<{ name: string }>).map((item) => item.name)).toEqual(["Posts", "Help"]);

        const cookie = await signIn(forum.app, "admin");
        const asAdmin = await forum.app.inject({ url: "/discussions", headers: { cookie } });
        expect(asAdmin.body).toContain('href="/dashboard/settings"');
        expect(asAdmin.body).toContain('href="/kb/staff-handbook"');
        expect((preloadOf(asAdmin.body).meta.navigation as Array<{ name: string }>).map((item) => item.name)).toEqual(["Posts", "Dashboard", "Help"]);
    });

    it("gives a page the default items without a configured list", async () => {
        const response = await forum.app.inject({ url: "/entry/signin" });
        expect(response.body).toContain('data-react="TitleBarNavigation"');
        expect(response.body).toContain('href="/kb/faq"');
    });
});
