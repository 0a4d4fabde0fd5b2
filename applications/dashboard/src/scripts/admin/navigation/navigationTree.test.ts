import { addItem, fromConfig, moveItem, newItem, removeItem, toConfig, updateItem } from "@dashboard/admin/navigation/navigationTree";
import { describeProblem, navigationProblems } from "@dashboard/admin/navigation/navigationRules";

const STORED = [
    { name: "Posts", url: "/discussions" },
    { name: "Help", children: [{ name: "FAQ", url: "/kb/faq" }, { name: "Guides", children: [{ name: "Start", url: "/kb/start" }] }] },
    { name: "Staff", url: "/staff", permission: "community.moderate", roleIDs: [3], isHidden: true, badge: { type: "text", text: "New" } },
];

describe("the navigation editor's tree", () => {
    it("reads a plain list as every locale's and writes back what it read", () => {
        const lists = fromConfig(STORED);
        expect(Object.keys(lists)).toEqual(["*"]);
        expect(toConfig(lists)).toEqual({ "*": STORED });
    });

    it("keeps lists by locale apart", () => {
        const lists = fromConfig({ "*": [{ name: "A", url: "/a" }], fr: [{ name: "B", url: "/b" }] });
        expect(lists.fr!.map((item) => item.name)).toEqual(["B"]);
    });

    it("moves an item among its siblings, and never past either end", () => {
        const list = fromConfig(STORED)["*"]!;
        expect(moveItem(list, [2], 0).map((item) => item.name)).toEqual(["Staff", "Posts", "Help"]);
        expect(moveItem(list, [0], -1)).toBe(list);
        const inner = moveItem(list, [1, 1], 0);
        expect(inner[1]!.children.map((item) => item.name)).toEqual(["Guides", "FAQ"]);
        // The original is untouched (React state).
        expect(list[1]!.children.map((item) => item.name)).toEqual(["FAQ", "Guides"]);
    });

    it("adds a group with a link under a top item, edits and removes", () => {
        let list = fromConfig(STORED)["*"]!;
        list = addItem(list, [0], newItem("g"));
        list = updateItem(list, [0, 0], { name: "Guides" });
        list = addItem(list, [0, 0], newItem("l"));
        list = updateItem(list, [0, 0, 0], { name: "Start here", url: "/discussions" });
        expect(toConfig({ "*": list })["*"]).toEqual(
            expect.arrayContaining([{ name: "Posts", url: "/discussions", children: [{ name: "Guides", children: [{ name: "Start here", url: "/discussions" }] }] }]),
        );
        expect(removeItem(list, [0]).map((item) => item.name)).toEqual(["Help", "Staff"]);
    });
});

describe("the navigation's rules", () => {
    it("accepts the stored navigation and lists by locale", () => {
        expect(navigationProblems(STORED)).toEqual([]);
        expect(navigationProblems({ "*": STORED, fr: [{ name: "Aide", url: "/kb" }] })).toEqual([]);
    });

    it("names each wrong item and field", () => {
        const problems = navigationProblems({
            en: [
                { name: "", url: "/x" },
                { name: "Evil", url: "javascript:alert(1)" },
                { name: "Nowhere" },
                { name: "Menu", children: [{ name: "Deep", children: [{ name: "Deeper", children: [{ name: "Too deep", url: "/x" }] }] }] },
                { name: "Badge", url: "/b", badge: { type: "text", text: "A very long badge text indeed" } },
                { name: "Perm", url: "/p", permission: "drop table;" },
            ],
        });
        // Paths count from 0; the messages count from 1, as people do.
        expect(problems.map((problem) => [problem.path.join("."), problem.field])).toEqual([
            ["0", "name"],
            ["1", "url"],
            ["2", "url"],
            ["3.0.0", "children"],
            ["4", "badge"],
            ["5", "permission"],
        ]);
        expect(describeProblem(problems[1]!)).toBe("en, item 2: This is not a safe link: use an http or https address, a path on this site, mailto: or tel:.");
    });
});
