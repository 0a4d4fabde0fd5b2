import { categoryFieldErrors, slugify } from "@library/admin/categoryRules";

const fields = (errors: ReturnType<typeof categoryFieldErrors>) => errors.map((error) => `${error.field}:${error.code}`);

describe("category form validation", () => {
    it("a new category needs a name and a URL code; a patch checks only what it changes", () => {
        expect(fields(categoryFieldErrors({}, true))).toEqual(["name:required", "urlcode:required"]);
        expect(fields(categoryFieldErrors({ name: "   ", urlcode: "ok" }, true))).toEqual(["name:required"]);
        expect(categoryFieldErrors({ description: "New words" }, false)).toEqual([]);
    });

    it("a URL code is lower-case letters, digits and single dashes, never only digits", () => {
        for (const bad of ["Has Caps", "trailing-", "-leading", "double--dash", "ünï", "12"]) {
            expect({ bad, errors: fields(categoryFieldErrors({ urlcode: bad }, false)) }).toEqual({ bad, errors: ["urlcode:pattern"] });
        }
        expect(categoryFieldErrors({ name: "Help", urlcode: "help-2" }, true)).toEqual([]);
    });

    it("the URL code made from a name is valid", () => {
        expect(slugify("Help & Support!")).toBe("help-support");
        expect(slugify("Café Crème")).toBe("cafe-creme");
        expect(categoryFieldErrors({ urlcode: slugify("  Installation / Setup  ") }, false)).toEqual([]);
    });

    it("allowed post types are known ones, at least one; images are safe addresses", () => {
        expect(fields(categoryFieldErrors({ allowedDiscussionTypes: [] }, false))).toEqual(["allowedDiscussionTypes:required"]);
        expect(fields(categoryFieldErrors({ allowedDiscussionTypes: ["discussion", "raffle"] }, false))).toEqual(["allowedDiscussionTypes:enum"]);
        expect(fields(categoryFieldErrors({ iconUrl: "javascript:alert(1)", bannerUrl: "/uploads/banner.png" }, false))).toEqual(["iconUrl:format"]);
        expect(categoryFieldErrors({ iconUrl: "", bannerUrl: "https://cdn.example.com/b.png" }, false)).toEqual([]);
    });

    it("long texts are refused with their limit", () => {
        expect(fields(categoryFieldErrors({ name: "x".repeat(101), description: "y".repeat(1001) }, false))).toEqual(["name:maxLength", "description:maxLength"]);
    });
});
