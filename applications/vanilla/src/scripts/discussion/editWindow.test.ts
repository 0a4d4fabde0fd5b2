import { canEditContent, editLabelRefreshMs, secondsLeft, type IEditWindowInput } from "@vanilla/discussion/editWindow";
import type { IPermissionsRecord } from "@library/users/permissionTypes";

const member: IPermissionsRecord = { isAdmin: false, permissions: [{ type: "global", permissions: { "comments.add": true } }], junctions: {}, junctionAliases: {} };
const moderator: IPermissionsRecord = { ...member, permissions: [{ type: "global", permissions: { "community.moderate": true } }] };
const categoryEditor: IPermissionsRecord = { ...member, permissions: [{ type: "global", permissions: { "comments.edit": true } }] };
const inserted = "2024-01-01T00:00:00.000Z";
const at = (seconds: number) => Date.parse(inserted) + seconds * 1000;

const base: IEditWindowInput = { viewerID: 5, permissions: member, insertUserID: 5, dateInserted: inserted, closed: false, categoryID: 1, timeoutSeconds: 3600, now: at(10) };

describe("secondsLeft", () => {
    it("is null when there is no limit (-1, null or unset)", () => {
        expect(secondsLeft({ dateInserted: inserted, timeoutSeconds: -1, now: at(1e9) })).toBeNull();
        expect(secondsLeft({ dateInserted: inserted, timeoutSeconds: null, now: at(1e9) })).toBeNull();
        expect(secondsLeft({ dateInserted: inserted, now: at(1e9) })).toBeNull();
    });

    it("counts down from the timeout and stops at 0", () => {
        expect(secondsLeft({ dateInserted: inserted, timeoutSeconds: 3600, now: at(100.5) })).toBe(3499);
        expect(secondsLeft({ dateInserted: inserted, timeoutSeconds: 3600, now: at(3600) })).toBe(0);
        expect(secondsLeft({ dateInserted: inserted, timeoutSeconds: 3600, now: at(9000) })).toBe(0);
    });
});

describe("canEditContent", () => {
    it("lets the author edit inside the window, not after it", () => {
        expect(canEditContent(base)).toBe(true);
        expect(canEditContent({ ...base, now: at(3599) })).toBe(true);
        expect(canEditContent({ ...base, now: at(3600) })).toBe(false);
    });

    it("has no end when the timeout is -1 or unset", () => {
        expect(canEditContent({ ...base, timeoutSeconds: -1, now: at(1e9) })).toBe(true);
        expect(canEditContent({ ...base, timeoutSeconds: undefined, now: at(1e9) })).toBe(true);
    });

    it("does not let the author edit a closed discussion", () => {
        expect(canEditContent({ ...base, closed: true })).toBe(false);
    });

    it("does not let other members or guests edit", () => {
        expect(canEditContent({ ...base, viewerID: 6 })).toBe(false);
        expect(canEditContent({ ...base, viewerID: 0, insertUserID: 0 })).toBe(false);
    });

    it("lets community.moderate edit anything at any time, closed or not", () => {
        expect(canEditContent({ ...base, viewerID: 9, permissions: moderator, closed: true, now: at(1e9) })).toBe(true);
    });

    it("lets comments.edit edit comments (and not discussions)", () => {
        const input = { ...base, viewerID: 9, permissions: categoryEditor, now: at(1e9) };
        expect(canEditContent({ ...input, recordType: "comment" })).toBe(true);
        expect(canEditContent(input)).toBe(false);
    });
});

describe("editLabelRefreshMs", () => {
    it("refreshes every 10 s above 60 s left, else every 5 s", () => {
        expect(editLabelRefreshMs(61)).toBe(10_000);
        expect(editLabelRefreshMs(60)).toBe(5_000);
    });
});
