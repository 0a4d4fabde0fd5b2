import { focusLinkedComment, installDiscussionKeys, shortcutFor } from "@vanilla/discussion/discussionKeys";

function key(target: EventTarget | null, key: string, extra: Partial<KeyboardEventInit> = {}) {
    return { key, target, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, isComposing: false, ...extra };
}

function element(html: string): HTMLElement {
    document.body.innerHTML = html;
    return document.body.querySelector<HTMLElement>("[data-target]") ?? document.body;
}

afterEach(() => {
    document.body.innerHTML = "";
    window.location.hash = "";
});

describe("shortcutFor", () => {
    it("knows j, k, r and ? on the page, a link or a button", () => {
        for (const target of [document.body, element('<a href="/x" data-target>x</a>'), element("<button data-target>x</button>"), element('<input type="checkbox" data-target>')]) {
            expect(["j", "k", "r", "?"].map((name) => shortcutFor(key(target, name)))).toEqual(["j", "k", "r", "?"]);
        }
        expect(shortcutFor(key(document.body, "x"))).toBeNull();
        // Shift makes another key: "J" is not "j" (and "?" is Shift+/ already).
        expect(shortcutFor(key(document.body, "J", { shiftKey: true }))).toBeNull();
    });

    it("is off while typing: inputs, text areas, selects, the editor, comboboxes", () => {
        const targets = [
            element('<input type="text" data-target>'),
            element('<input type="search" data-target>'),
            element("<input data-target>"),
            element("<textarea data-target></textarea>"),
            element("<select data-target><option>a</option></select>"),
            element('<div contenteditable="true"><p data-target>typing here</p></div>'),
            element('<div role="textbox" data-target></div>'),
            element('<input role="combobox" type="text" data-target>'),
        ];
        for (const target of targets) expect({ html: target.outerHTML, shortcut: shortcutFor(key(target, "j")) }).toEqual({ html: target.outerHTML, shortcut: null });
    });

    it("is off in dialogs and menus, with Ctrl, Alt or Meta, while composing, and when something handled the key", () => {
        expect(shortcutFor(key(element('<div role="dialog"><button data-target>x</button></div>'), "j"))).toBeNull();
        expect(shortcutFor(key(element('<ul role="menu"><li><button data-target>x</button></li></ul>'), "k"))).toBeNull();
        expect(shortcutFor(key(document.body, "r", { ctrlKey: true }))).toBeNull();
        expect(shortcutFor(key(document.body, "r", { altKey: true }))).toBeNull();
        expect(shortcutFor(key(document.body, "r", { metaKey: true }))).toBeNull();
        expect(shortcutFor(key(document.body, "j", { isComposing: true }))).toBeNull();
        expect(shortcutFor({ ...key(document.body, "j"), defaultPrevented: true })).toBeNull();
    });
});

describe("installDiscussionKeys", () => {
    const PAGE = `
        <main>
            <a href="#create-comment" data-skip-to-reply="">Skip to reply</a>
            <article><p>Post</p><button>Quote</button></article>
            <ol><li id="Comment_7">One</li><li id="Comment_8">Two</li></ol>
            <form id="create-comment"><h2><label for="body">Leave a comment</label></h2><textarea id="body"></textarea></form>
            <input id="search" type="text">
        </main>`;
    // One install for the file: the listeners are on the document for the page's life.
    beforeAll(() => installDiscussionKeys(document));

    it("r focuses the reply form's text box, from anywhere but a text field", () => {
        document.body.innerHTML = PAGE;
        document.querySelector<HTMLElement>("article button")!.focus();
        const event = new KeyboardEvent("keydown", { key: "r", bubbles: true, cancelable: true });
        document.activeElement!.dispatchEvent(event);
        expect(document.activeElement?.id).toBe("body");
        expect(event.defaultPrevented).toBe(true);

        // Typing an "r" in a text field is typing.
        document.getElementById("search")!.focus();
        const typed = new KeyboardEvent("keydown", { key: "r", bubbles: true, cancelable: true });
        document.activeElement!.dispatchEvent(typed);
        expect(document.activeElement?.id).toBe("search");
        expect(typed.defaultPrevented).toBe(false);
    });

    it("Skip to reply puts the focus in the reply form, not just the scroll", () => {
        document.body.innerHTML = PAGE;
        const link = document.querySelector<HTMLAnchorElement>("[data-skip-to-reply]")!;
        link.focus();
        const click = new MouseEvent("click", { bubbles: true, cancelable: true });
        link.dispatchEvent(click);
        expect(document.activeElement?.id).toBe("body");
        expect(click.defaultPrevented).toBe(true);
    });

    it("a guest's reply form offers its sign-in link", () => {
        document.body.innerHTML = '<a href="#create-comment" data-skip-to-reply="">Skip</a><div id="create-comment"><p><a href="/entry/signin">Sign in to comment.</a></p></div>';
        document.querySelector<HTMLElement>("[data-skip-to-reply]")!.click();
        expect(document.activeElement?.textContent).toBe("Sign in to comment.");
    });
});

describe("focusLinkedComment", () => {
    it("focuses the comment the address points at", () => {
        document.body.innerHTML = '<ol><li id="Comment_7">One</li><li id="Comment_8">Two</li></ol>';
        window.location.hash = "#Comment_8";
        focusLinkedComment(document);
        expect(document.activeElement?.id).toBe("Comment_8");
        expect(document.activeElement?.getAttribute("tabindex")).toBe("-1");
    });

    it("leaves the focus where the member put it before the page's script ran", () => {
        document.body.innerHTML = '<button>Notifications</button><ol><li id="Comment_8">Two</li></ol>';
        window.location.hash = "#Comment_8";
        const bell = document.querySelector("button")!;
        bell.focus();
        focusLinkedComment(document);
        expect(document.activeElement).toBe(bell);
    });

    it("leaves the focus alone for another hash or a missing comment", () => {
        document.body.innerHTML = '<ol><li id="Comment_7">One</li></ol>';
        window.location.hash = "#Comment_9";
        focusLinkedComment(document);
        expect(document.activeElement).toBe(document.body);
        window.location.hash = "#create-comment";
        focusLinkedComment(document);
        expect(document.activeElement).toBe(document.body);
    });
});
