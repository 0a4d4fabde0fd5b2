import { settingField } from "@dashboard/admin/settings/settingsFields";
import { changedSettings, fromFormValue, initialFormValues, settingsErrors, toFormValue } from "@dashboard/admin/settings/settingsForm";

const field = (key: string) => settingField(key)!;

describe("the settings form's values", () => {
    it("shows an unset key as the behaviour the site has then", () => {
        expect(toFormValue(field("Garden.EditContentTimeout"), null)).toBe("-1");
        expect(toFormValue(field("themeFeatures.useNewSearchPage"), null)).toBe(true);
        expect(toFormValue(field("search.externalSearch"), null)).toBe("");
    });

    it("edits the upload limit in megabytes and stores bytes", () => {
        expect(toFormValue(field("upload.maxSize"), 10 * 1024 * 1024)).toBe("10");
        expect(fromFormValue(field("upload.maxSize"), "2.5")).toBe(2.5 * 1024 * 1024);
    });

    it("reads extensions separated by commas or spaces and origins one a line", () => {
        expect(fromFormValue(field("upload.allowedExtensions"), "jpg, png  pdf,")).toEqual(["jpg", "png", "pdf"]);
        expect(fromFormValue(field("Garden.Embed.TrustedDomains"), "https://a.example\n\n https://*.b.example \n")).toEqual(["https://a.example", "https://*.b.example"]);
    });

    it("sends only the keys that changed, as stored values", () => {
        const saved = initialFormValues({ "Garden.Title": "Old", "Signatures.Enabled": false, "Garden.EditContentTimeout": null });
        const changes = changedSettings(saved, { ...saved, "Garden.Title": "New", "Garden.EditContentTimeout": "3600" });
        expect(changes).toEqual({ "Garden.Title": "New", "Garden.EditContentTimeout": 3600 });
    });
});

describe("the settings form's check", () => {
    it("accepts valid changes", () => {
        expect(settingsErrors({ "Garden.Title": "Maple Makers", signInUrl: "https://sso.example/login", "upload.maxSize": 1024, "search.externalSearch": null })).toEqual({});
    });

    it("names each wrong field with a message a person can act on", () => {
        const errors = settingsErrors({
            "Garden.Title": "  ",
            signInUrl: "javascript:alert(1)",
            "TitleBar.Logo.ImageUrl": "data:image/png;base64,AAAA",
            "search.externalSearch": "https://search.example/?q=",
            "upload.allowedExtensions": ["jpg", "html"],
            "Garden.Embed.TrustedDomains": ["https://blog.example/path"],
            "Signatures.ImageMaxHeight": -5,
            "upload.maxSize": "ten",
            "Garden.Registration.Method": "Open",
        });
        expect(errors).toEqual({
            "Garden.Title": ["This cannot be empty."],
            signInUrl: [expect.stringContaining("not a safe link")],
            "TitleBar.Logo.ImageUrl": [expect.stringContaining("http or https")],
            "search.externalSearch": [expect.stringContaining("%s")],
            "upload.allowedExtensions": [expect.stringContaining("html")],
            "Garden.Embed.TrustedDomains": [expect.stringContaining("https://blog.example/path")],
            "Signatures.ImageMaxHeight": ["This must be at least 0."],
            "upload.maxSize": ["This must be a size above 0 MB."],
            "Garden.Registration.Method": ["Choose one of the options."],
        });
    });
});
