import { loadTranslations, resetTranslations } from "@library/i18n/t";
import { hasAllowedExtension, matchedExtension, uploadProblems, validateUpload } from "@library/utility/uploadValidation";

const config = { maxSize: 2 * 1024 * 1024, allowedExtensions: ["jpg", "PNG", ".gif", "tar.gz"] };

afterEach(() => resetTranslations());

describe("validateUpload", () => {
    it("accepts a file within the size with an allowed extension", () => {
        expect(validateUpload({ name: "photo.jpg", size: 1000 }, config)).toEqual([]);
    });

    it("accepts exactly the maximum size", () => {
        expect(validateUpload({ name: "photo.jpg", size: config.maxSize }, config)).toEqual([]);
    });

    it("rejects a file above upload.maxSize with the exact text and the formatted size", () => {
        expect(validateUpload({ name: "photo.jpg", size: config.maxSize + 1 }, config)).toEqual([
            "The uploaded file was too big (max 2.00 MB).",
        ]);
    });

    it("compares extensions without case, with or without a dot in the configuration", () => {
        expect(validateUpload({ name: "PHOTO.JPG", size: 1 }, config)).toEqual([]);
        expect(validateUpload({ name: "image.png", size: 1 }, config)).toEqual([]);
        expect(validateUpload({ name: "anim.GIF", size: 1 }, config)).toEqual([]);
        expect(validateUpload({ name: "backup.tar.gz", size: 1 }, config)).toEqual([]);
    });

    it("rejects another extension with the exact text listing the allowed ones", () => {
        expect(validateUpload({ name: "script.exe", size: 1 }, config)).toEqual([
            "The uploaded file did not have an allowed extension. Only the following extensions are allowed. jpg, png, gif, tar.gz.",
        ]);
    });

    it("rejects a name without an extension, or one that only contains the extension text", () => {
        expect(validateUpload({ name: "jpg", size: 1 }, config)).toHaveLength(1);
        expect(validateUpload({ name: "photojpg", size: 1 }, config)).toHaveLength(1);
    });

    it("reports both problems at once", () => {
        expect(validateUpload({ name: "big.exe", size: config.maxSize * 2 }, config)).toHaveLength(2);
    });

    it("skips checks that are not configured", () => {
        expect(validateUpload({ name: "anything", size: 10 ** 12 }, {})).toEqual([]);
        expect(validateUpload({ name: "anything", size: 10 ** 12 }, { maxSize: 0 })).toEqual([]);
    });

    it("translates the messages", () => {
        loadTranslations("fr", { "The uploaded file was too big (max {size}).": "Fichier trop gros (max {size})." });
        expect(validateUpload({ name: "a.jpg", size: config.maxSize + 1 }, config)).toEqual(["Fichier trop gros (max 2,00 MB)."]);
    });
});

describe("hasAllowedExtension", () => {
    it("ignores empty entries", () => {
        expect(hasAllowedExtension("file.", ["", "."])).toBe(false);
    });
});

describe("uploadProblems (the rule POST /api/v2/media enforces too)", () => {
    it("names the setting each problem breaks, with the same messages as validateUpload", () => {
        const problems = uploadProblems({ name: "huge.exe", size: config.maxSize + 1 }, config);
        expect(problems.map((problem) => problem.code)).toEqual(["maxSize", "allowedExtensions"]);
        expect(problems.map((problem) => problem.message)).toEqual(validateUpload({ name: "huge.exe", size: config.maxSize + 1 }, config));
    });

    it("tells which allowed extension a name ends with, the longest first", () => {
        expect(matchedExtension("backup.TAR.GZ", ["gz", "tar.gz"])).toBe("tar.gz");
        expect(matchedExtension("photo.Jpg", [".JPG"])).toBe("jpg");
        expect(matchedExtension("photo.bmp", ["jpg"])).toBeNull();
    });
});
