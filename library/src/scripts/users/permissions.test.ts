import { hasPermission, resolveResourceID } from "@library/users/permissions";
import type { IPermissionEntry, IPermissionsRecord } from "@library/users/permissionTypes";

function record(permissions: IPermissionEntry[], extra: Partial<IPermissionsRecord> = {}): IPermissionsRecord {
    return { isAdmin: false, permissions, junctions: {}, junctionAliases: {}, ...extra };
}

const globalOnly = (names: Record<string, boolean>): IPermissionEntry => ({ type: "global", permissions: names });
const category = (id: number, names: Record<string, boolean>): IPermissionEntry => ({ type: "category", id, permissions: names });

describe("hasPermission", () => {
    it("grants everything to an admin, even with no permission entries", () => {
        const admin = record([], { isAdmin: true });
        expect(hasPermission(admin, "site.manage")).toBe(true);
        expect(hasPermission(admin, "discussions.manage", { resourceID: 9, mode: "resource" })).toBe(true);
    });

    it("grants everything to a holder of system.only", () => {
        const system = record([globalOnly({ "system.only": true })]);
        expect(hasPermission(system, "site.manage")).toBe(true);
        expect(hasPermission(system, "discussions.manage", { resourceID: 9, mode: "resource" })).toBe(true);
    });

    it("denies everything to a record with no permissions (permissions not loaded yet)", () => {
        const empty = record([]);
        expect(hasPermission(empty, "session.valid")).toBe(false);
        expect(hasPermission(empty, ["profiles.view", "users.add"])).toBe(false);
    });

    it("a false value does not grant", () => {
        expect(hasPermission(record([globalOnly({ "site.manage": false })]), "site.manage")).toBe(false);
        expect(hasPermission(record([globalOnly({ "system.only": false })]), "site.manage")).toBe(false);
    });

    it("accepts several names: any one grants", () => {
        const viewer = record([globalOnly({ "users.edit": true })]);
        expect(hasPermission(viewer, ["profiles.view", "users.add", "users.edit", "users.delete"])).toBe(true);
        expect(hasPermission(viewer, ["profiles.view", "users.add"])).toBe(false);
    });

    describe("modes", () => {
        const moderator = record(
            [globalOnly({ "community.moderate": true }), category(5, { "discussions.manage": true }), category(6, { "discussions.edit": true })],
            { junctions: { category: [5, 6] } },
        );

        it("global looks only at global permissions", () => {
            expect(hasPermission(moderator, "community.moderate", { mode: "global" })).toBe(true);
            expect(hasPermission(moderator, "discussions.manage", { mode: "global" })).toBe(false);
            expect(hasPermission(moderator, "discussions.manage", { resourceID: 5, mode: "global" })).toBe(false);
        });

        it("resource looks only at the given resource type and ID", () => {
            expect(hasPermission(moderator, "discussions.manage", { resourceID: 5, mode: "resource" })).toBe(true);
            expect(hasPermission(moderator, "discussions.manage", { resourceID: 6, mode: "resource" })).toBe(false);
            expect(hasPermission(moderator, "community.moderate", { resourceID: 5, mode: "resource" })).toBe(false);
            expect(hasPermission(moderator, "discussions.manage", { resourceType: "knowledgeBase", resourceID: 5, mode: "resource" })).toBe(false);
        });

        it("globalOrResource accepts either", () => {
            expect(hasPermission(moderator, "community.moderate", { resourceID: 6, mode: "globalOrResource" })).toBe(true);
            expect(hasPermission(moderator, "discussions.edit", { resourceID: 6, mode: "globalOrResource" })).toBe(true);
            expect(hasPermission(moderator, "discussions.edit", { resourceID: 5, mode: "globalOrResource" })).toBe(false);
        });

        it("resourceIfJunction uses the resource's permissions when its ID is a junction, else the global ones", () => {
            const member = record([globalOnly({ "discussions.add": true }), category(7, { "discussions.view": true })], {
                junctions: { category: [7] },
            });
            // 7 is a junction: only its own permissions count, the global grant does not leak in.
            expect(hasPermission(member, "discussions.view", { resourceID: 7, mode: "resourceIfJunction" })).toBe(true);
            expect(hasPermission(member, "discussions.add", { resourceID: 7, mode: "resourceIfJunction" })).toBe(false);
            // 8 is not a junction: the global permissions decide.
            expect(hasPermission(member, "discussions.add", { resourceID: 8, mode: "resourceIfJunction" })).toBe(true);
            expect(hasPermission(member, "discussions.view", { resourceID: 8, mode: "resourceIfJunction" })).toBe(false);
        });
    });

    it("defaults to resourceIfJunction when a resource ID is given, else globalOrResource", () => {
        const member = record([globalOnly({ "discussions.add": true }), category(7, { "discussions.view": true })], {
            junctions: { category: [7] },
        });
        // With an ID: resourceIfJunction (the global grant is ignored for junction 7).
        expect(hasPermission(member, "discussions.add", { resourceID: 7 })).toBe(false);
        expect(hasPermission(member, "discussions.view", { resourceID: 7 })).toBe(true);
        expect(hasPermission(member, "discussions.add", { resourceID: 8 })).toBe(true);
        // Without an ID (or a null one): globalOrResource over every entry of the type.
        expect(hasPermission(member, "discussions.view")).toBe(true);
        expect(hasPermission(member, "discussions.add")).toBe(true);
        expect(hasPermission(member, "discussions.view", { resourceID: null })).toBe(true);
    });

    it("follows junction aliases: a child category uses its junction parent's permissions", () => {
        const member = record([globalOnly({}), category(10, { "comments.add": true })], {
            junctions: { category: [10] },
            junctionAliases: { category: { "11": 10, "12": 10 } },
        });
        expect(resolveResourceID(member, "category", 11)).toBe(10);
        expect(resolveResourceID(member, "category", 13)).toBe(13);
        expect(hasPermission(member, "comments.add", { resourceID: 11 })).toBe(true);
        expect(hasPermission(member, "comments.add", { resourceID: 12, mode: "resource" })).toBe(true);
        expect(hasPermission(member, "comments.add", { resourceID: 13 })).toBe(false);
    });
});
