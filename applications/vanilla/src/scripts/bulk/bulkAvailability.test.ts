import type { IPermissionsRecord } from "@library/users/permissionTypes";
import type { IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { bulkAvailability } from "@vanilla/bulk/bulkAvailability";

const MODERATOR_ID = 7;

/** Global discussions.manage, edit and close; in category 5 (a junction) only manage. */
const moderator: IPermissionsRecord = {
    isAdmin: false,
    permissions: [
        { type: "global", id: null, permissions: { "discussions.manage": true, "discussions.edit": true, "discussions.close": true } },
        { type: "category", id: 5, permissions: { "discussions.manage": true } },
    ],
    junctions: { category: [5] },
    junctionAliases: { category: {} },
};

function discussion(discussionID: number, name: string, extra: Partial<IBulkDiscussion> = {}): IBulkDiscussion {
    return { discussionID, name, categoryID: 1, insertUserID: 99, pinned: false, closed: false, ...extra };
}

const open1 = discussion(1, "Dark mode");
const open2 = discussion(2, "Email digests");
const inFive = discussion(3, "Backups", { categoryID: 5 });

describe("bulk availability (content §5)", () => {
    it("allows everything for two open discussions the moderator may edit, close and delete", () => {
        const availability = bulkAvailability(moderator, MODERATOR_ID, [open1, open2]);
        expect(Object.values(availability).every((action) => !action.disabled)).toBe(true);
    });

    it("Move: names the discussions without the edit permission, with the typographic apostrophe", () => {
        const { move } = bulkAvailability(moderator, MODERATOR_ID, [open1, inFive]);
        expect(move).toEqual({ disabled: true, reason: "You don’t have the edit permission on the following discussions: Backups" });
    });

    it("Merge: needs at least 2, then the edit permission", () => {
        expect(bulkAvailability(moderator, MODERATOR_ID, [open1]).merge).toEqual({ disabled: true, reason: "You must select at least 2 discussions to merge." });
        expect(bulkAvailability(moderator, MODERATOR_ID, [open1, inFive]).merge.reason).toBe("You don’t have the edit permission on the following discussions: Backups");
    });

    it("Close: disabled when all are closed already", () => {
        const closed = [discussion(1, "A", { closed: true }), discussion(2, "B", { closed: true })];
        expect(bulkAvailability(moderator, MODERATOR_ID, closed).close).toEqual({ disabled: true, reason: "Selected discussions are already closed." });
        expect(bulkAvailability(moderator, MODERATOR_ID, [closed[0]!, open2]).close.disabled).toBe(false);
    });

    it("Close: names the discussions without the close permission, with the plain apostrophe", () => {
        const { close } = bulkAvailability(moderator, MODERATOR_ID, [open1, inFive, discussion(4, "Themes", { categoryID: 5 })]);
        expect(close).toEqual({ disabled: true, reason: "You don't have the close permission on the following discussions: Backups, Themes" });
    });

    it("Close: the author with discussions.closeOwn may close their own", () => {
        const author: IPermissionsRecord = { ...moderator, permissions: [{ type: "global", id: null, permissions: { "discussions.closeOwn": true, "discussions.manage": true } }], junctions: {} };
        expect(bulkAvailability(author, 99, [open1]).close.disabled).toBe(false);
        expect(bulkAvailability(author, 98, [open1]).close.reason).toBe("You don't have the close permission on the following discussions: Dark mode");
    });

    it("Delete: names the discussions without the delete permission", () => {
        const editor: IPermissionsRecord = { ...moderator, permissions: [{ type: "global", id: null, permissions: { "discussions.edit": true } }], junctions: {} };
        expect(bulkAvailability(editor, MODERATOR_ID, [open1, open2]).delete).toEqual({
            disabled: true,
            reason: "You don’t have the delete permission on the following discussions: Dark mode, Email digests",
        });
    });
});
