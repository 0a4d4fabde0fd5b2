/** The content translator's unsaved-changes rules and Save plan (content §2, §4). */
import { translatableProperties, type ITranslation } from "@library/translations/translationTypes";
import { assertOneRecordType, entryStatus, hasUnsavedChanges, ONE_RECORD_TYPE_MESSAGE, planSave, type TranslationsByKey } from "@library/translations/translatorRules";

const properties = translatableProperties("discussion", 7, { name: "Hello", body: "Some text" });
const stored: TranslationsByKey = {
    "discussion.7.name": { translationPropertyKey: "discussion.7.name", recordType: "discussion", recordID: 7, propertyName: "name", locale: "de", translation: "Hallo" },
};

describe("entry status (edit icon, 'Not translated' icon)", () => {
    it("is changed only when the typed value differs from the stored one", () => {
        expect(entryStatus("discussion.7.name", {}, stored)).toBe("translated");
        expect(entryStatus("discussion.7.name", { "discussion.7.name": "Hallo" }, stored)).toBe("translated");
        expect(entryStatus("discussion.7.name", { "discussion.7.name": "Servus" }, stored)).toBe("changed");
        expect(entryStatus("discussion.7.name", { "discussion.7.name": "" }, stored)).toBe("changed");
    });

    it("is untranslated when neither the form nor the store holds a text", () => {
        expect(entryStatus("discussion.7.body", {}, stored)).toBe("untranslated");
        expect(entryStatus("discussion.7.body", { "discussion.7.body": "" }, stored)).toBe("untranslated");
        expect(entryStatus("discussion.7.body", { "discussion.7.body": "Text" }, stored)).toBe("changed");
    });
});

describe("unsaved changes (confirmation on close or locale switch)", () => {
    it("exist while any entry differs from what is stored, not after typing it back", () => {
        expect(hasUnsavedChanges({}, stored)).toBe(false);
        expect(hasUnsavedChanges({ "discussion.7.body": "Text" }, stored)).toBe(true);
        expect(hasUnsavedChanges({ "discussion.7.name": "Hallo" }, stored)).toBe(false);
        expect(hasUnsavedChanges({ "discussion.7.body": "" }, stored)).toBe(false);
    });
});

describe("the Save plan", () => {
    it("patches non-empty values and removes emptied stored ones; untouched entries are left alone", () => {
        const plan = planSave(properties, { "discussion.7.name": "", "discussion.7.body": "Etwas Text" }, stored, "de");
        const body: ITranslation = { translationPropertyKey: "discussion.7.body", recordType: "discussion", recordID: 7, propertyName: "body", locale: "de", translation: "Etwas Text" };
        expect(plan.patches).toEqual([body]);
        expect(plan.removals).toEqual([{ translationPropertyKey: "discussion.7.name", recordType: "discussion", recordID: 7, propertyName: "name", locale: "de" }]);
    });

    it("removes nothing for an entry emptied that had no stored translation, and sends nothing unchanged", () => {
        expect(planSave(properties, { "discussion.7.body": "  " }, stored, "de")).toEqual({ patches: [], removals: [] });
        expect(planSave(properties, { "discussion.7.name": "Hallo" }, stored, "de")).toEqual({ patches: [], removals: [] });
    });

    it("keeps the text as typed (spaces inside a translation are the manager's)", () => {
        expect(planSave(properties, { "discussion.7.name": " Hallo Welt " }, stored, "de").patches[0]!.translation).toBe(" Hallo Welt ");
    });
});

describe("one record type at a time", () => {
    it("raises content §2's error for a mix, and accepts one type", () => {
        expect(() => assertOneRecordType(properties)).not.toThrow();
        expect(() => assertOneRecordType([...properties, ...translatableProperties("category", 2, { name: "News" })])).toThrow(ONE_RECORD_TYPE_MESSAGE);
    });
});

describe("the properties offered", () => {
    it("take the type and maximum length of each property (multi-line body, 100-character title)", () => {
        expect(properties).toEqual([
            expect.objectContaining({ translationPropertyKey: "discussion.7.name", propertyType: "text", propertyValidation: { maxLength: 100 }, sourceText: "Hello" }),
            expect.objectContaining({ translationPropertyKey: "discussion.7.body", propertyType: "textMultiline", sourceText: "Some text" }),
        ]);
    });
});
