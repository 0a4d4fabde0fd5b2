/**
 * The permission gate (shell §4, §6): children or fallback, every mode of the shared engine,
 * several names, admin, and nothing granted before the permissions are loaded.
 */
import { render, screen } from "@testing-library/react";
import { GUEST_USER, MetaContext, type IPageMeta } from "@library/boot/pageMeta";
import { PermissionGate, arePermissionsLoaded, checkPermission, type IPermissionGateProps } from "@library/users/PermissionGate";
import { EMPTY_PERMISSIONS, type IPermissionEntry, type IPermissionsRecord } from "@library/users/permissionTypes";

const global = (names: string[]): IPermissionEntry => ({ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) });
const category = (id: number, names: string[]): IPermissionEntry => ({
    type: "category",
    id,
    permissions: Object.fromEntries(names.map((name) => [name, true])),
});

/** A member who may view globally, add discussions only in category 5 (a junction), and whose category 8 uses 5's permissions. */
const MEMBER: IPermissionsRecord = {
    isAdmin: false,
    permissions: [global(["session.valid", "discussions.view"]), category(5, ["discussions.add", "discussions.view"]), category(6, ["comments.add"])],
    junctions: { category: [5] },
    junctionAliases: { category: { "8": 5 } },
};

function metaWith(permissions: IPermissionsRecord): IPageMeta {
    return {
        entry: "discussion",
        mode: "island",
        title: "A discussion - Hearth",
        url: "/discussion/7",
        siteName: "Hearth",
        locale: "en",
        translations: {},
        currentUser: { ...GUEST_USER, userID: 2, name: "member" },
        permissions,
        addons: [],
        features: {},
        registrationEnabled: true,
        widgets: {},
        tick: { type: "discussion_view" },
    };
}

function renderGate(props: Omit<IPermissionGateProps, "children">, permissions: IPermissionsRecord = MEMBER) {
    return render(
        <MetaContext.Provider value={metaWith(permissions)}>
            <PermissionGate {...props}>
                <span>secret</span>
            </PermissionGate>
        </MetaContext.Provider>,
    );
}

const shown = () => screen.queryByText("secret") !== null;

describe("PermissionGate", () => {
    it("renders its children when a global permission is held", () => {
        renderGate({ permission: "discussions.view" });
        expect(shown()).toBe(true);
    });

    it("renders nothing by default when the permission is missing", () => {
        const { container } = renderGate({ permission: "site.manage" });
        expect(shown()).toBe(false);
        expect(container.innerHTML).toBe("");
    });

    it("renders the fallback when the permission is missing, never both", () => {
        renderGate({ permission: "site.manage", fallback: <em>not for you</em> });
        expect(screen.queryByText("not for you")).not.toBeNull();
        expect(shown()).toBe(false);
    });

    it("does not render the fallback when the permission is held", () => {
        renderGate({ permission: "discussions.view", fallback: <em>not for you</em> });
        expect(shown()).toBe(true);
        expect(screen.queryByText("not for you")).toBeNull();
    });

    it("accepts several names: any one grants", () => {
        renderGate({ permission: ["site.manage", "session.valid"] });
        expect(shown()).toBe(true);
    });

    it("several names none of which is held renders the fallback", () => {
        renderGate({ permission: ["site.manage", "users.edit"], fallback: "no" });
        expect(screen.queryByText("no")).not.toBeNull();
    });

    it("global mode ignores resource permissions", () => {
        renderGate({ permission: "discussions.add", mode: "global", fallback: "no" });
        expect(screen.queryByText("no")).not.toBeNull();
    });

    it("resource mode uses only the given resource's permissions", () => {
        renderGate({ permission: "discussions.add", mode: "resource", resourceID: 5 });
        expect(shown()).toBe(true);
    });

    it("resource mode does not fall back to global permissions", () => {
        renderGate({ permission: "session.valid", mode: "resource", resourceID: 5, fallback: "no" });
        expect(screen.queryByText("no")).not.toBeNull();
    });

    it("globalOrResource grants from either the global or the resource permissions", () => {
        const { unmount } = renderGate({ permission: "comments.add", mode: "globalOrResource", resourceID: 6 });
        expect(shown()).toBe(true);
        unmount();
        renderGate({ permission: "session.valid", mode: "globalOrResource", resourceID: 6 });
        expect(shown()).toBe(true);
    });

    it("resourceIfJunction uses the resource's permissions for a junction ID", () => {
        renderGate({ permission: "discussions.add", mode: "resourceIfJunction", resourceID: 5 });
        expect(shown()).toBe(true);
    });

    it("resourceIfJunction uses the global permissions for an ID outside the junctions", () => {
        // Category 6 has comments.add, but it is not a junction: only globals count.
        renderGate({ permission: "comments.add", mode: "resourceIfJunction", resourceID: 6, fallback: "no" });
        expect(screen.queryByText("no")).not.toBeNull();
    });

    it("defaults to resourceIfJunction when a resource ID is given, following junction aliases", () => {
        // 8 is an alias of the junction 5.
        renderGate({ permission: "discussions.add", resourceID: 8 });
        expect(shown()).toBe(true);
    });

    it("defaults to globalOrResource without a resource ID", () => {
        renderGate({ permission: "comments.add" });
        expect(shown()).toBe(true);
    });

    it("uses the given resource type", () => {
        renderGate({ permission: "discussions.add", mode: "resource", resourceID: 5, resourceType: "knowledgeBase", fallback: "no" });
        expect(screen.queryByText("no")).not.toBeNull();
    });

    it("shows children to an admin whatever the permission", () => {
        renderGate({ permission: "site.manage", mode: "resource", resourceID: 99 }, { ...EMPTY_PERMISSIONS, isAdmin: true });
        expect(shown()).toBe(true);
    });

    it("renders the fallback while the permissions are not loaded", () => {
        renderGate({ permission: "session.valid", fallback: "loading" }, EMPTY_PERMISSIONS);
        expect(screen.queryByText("loading")).not.toBeNull();
        expect(shown()).toBe(false);
    });
});

describe("checkPermission", () => {
    it("is false for every check until the permissions are loaded", () => {
        expect(arePermissionsLoaded(EMPTY_PERMISSIONS)).toBe(false);
        expect(arePermissionsLoaded(null)).toBe(false);
        expect(checkPermission(EMPTY_PERMISSIONS, "session.valid")).toBe(false);
        expect(checkPermission(undefined, ["session.valid", "discussions.view"])).toBe(false);
    });

    it("asks the engine once loaded", () => {
        expect(arePermissionsLoaded(MEMBER)).toBe(true);
        expect(checkPermission(MEMBER, "session.valid")).toBe(true);
        expect(checkPermission(MEMBER, "site.manage")).toBe(false);
    });
});
