/**
 * The polls add-on in Chromium (issue 16 items 3 and 7), one journey: a member starts a
 * discussion with a poll from the create-post page (a blank option is refused beside its field
 * with nothing typed lost), another member answers it by keyboard alone; a refused vote first
 * rolls back with a toast, the accepted one shows the results as text with percentages, and axe
 * (light scheme) finds nothing serious on the poll page. "Disabled: no script, no routes" is a
 * server test (plugins/polls/src/server/addon.test.ts).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";
import { writeMarkdown } from "./composerHelpers";
import { E2E_PASSWORD } from "./serverProcess";

const forum = useForumAndBrowser({ "EnabledPlugins.polls": true });

async function signedInPage(browser: Browser, name: string): Promise<Page> {
    const page = await (await browser.newContext({ colorScheme: "light" })).newPage();
    await signInByRequest(page, forum.server.url, name);
    return page;
}

/** A second plain member (the demo's other members cannot sign in): made by the administrator through the API. */
async function createMember(name: string): Promise<void> {
    const signIn = await fetch(`${forum.server.url}/entry/signin`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "admin", password: E2E_PASSWORD, target: "/" }),
    });
    const cookie = signIn.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
    const created = await fetch(`${forum.server.url}/api/v2/users`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", "x-requested-with": "vanilla" },
        body: JSON.stringify({ name, email: `${name}@example.com`, password: E2E_PASSWORD }),
    });
    expect(created.status).toBe(201);
}

it("a member adds a poll to a new discussion; another votes by keyboard and sees the results", async () => {
    await createMember("voter");
    const author = await signedInPage(forum.browser, "member");
    const authorErrors = collectPageErrors(author);
    await author.goto(`${forum.server.url}/post/discussion/general`);
    await waitForReady(author);
    await author.getByLabel("Title").fill("When shall we meet");
    await writeMarkdown(author, "Body", "Pick the evening that suits you.");
    await author.getByLabel("Add a poll").check();
    await author.getByLabel("Poll question").fill("Which evening?");
    await author.getByLabel("Option 1", { exact: true }).fill("Tuesday");
    await author.getByLabel("Option 2", { exact: true }).fill("Wednesday");
    await author.getByRole("button", { name: "Add an option" }).click();
    // The new option field has the focus; left blank, the server refuses it beside that field.
    await focused(author.getByLabel("Option 3", { exact: true }));
    await author.getByRole("button", { name: "Post Discussion" }).click();
    await author.getByText("Fill in option 3 or remove it.", { exact: true }).first().waitFor();
    expect(await author.getByLabel("Option 3", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await author.getByLabel("Poll question").inputValue()).toBe("Which evening?");
    expect(await author.getByLabel("Title").inputValue()).toBe("When shall we meet");
    await author.getByLabel("Option 3", { exact: true }).fill("Thursday");
    await Promise.all([author.waitForURL(/\/discussion\/\d+\/when-shall-we-meet$/), author.getByRole("button", { name: "Post Discussion" }).click()]);
    await waitForReady(author);
    const discussionUrl = author.url();
    expect(await author.getByRole("group", { name: "Which evening?" }).getByRole("radio").count()).toBe(3);
    // The refused post's 400 is the only error Chromium logs.
    expect(authorErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);

    const voter = await signedInPage(forum.browser, "voter");
    const errors = collectPageErrors(voter);
    await voter.goto(discussionUrl);
    await waitForReady(voter);
    const group = voter.getByRole("group", { name: "Which evening?" });
    // Keyboard only: into the radio group, an arrow chooses the next option, Tab reaches Vote.
    await group.getByRole("radio", { name: "Tuesday" }).focus();
    await voter.keyboard.press("Space");
    await voter.keyboard.press("ArrowDown");
    expect(await group.getByRole("radio", { name: "Wednesday" }).isChecked()).toBe(true);

    // The first try is refused: the form comes back with the choice kept, and a toast says why.
    let refuseOnce = true;
    await voter.route("**/api/v2/polls/*/votes", async (route) => {
        if (!refuseOnce) return route.continue();
        refuseOnce = false;
        await route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ message: "This poll is closed: votes can no longer be cast or changed.", status: 409 }) });
    });
    await voter.keyboard.press("Tab");
    await focused(voter.getByRole("button", { name: "Vote", exact: true }));
    await voter.keyboard.press("Enter");
    await voter.getByRole("status").filter({ hasText: "This poll is closed: votes can no longer be cast or changed." }).waitFor();
    expect(await group.getByRole("radio", { name: "Wednesday" }).isChecked()).toBe(true);
    // The focus is back on the choice: Tab, Enter sends it again.
    await focused(group.getByRole("radio", { name: "Wednesday" }));
    await voter.keyboard.press("Tab");
    await voter.keyboard.press("Enter");
    const results = voter.locator("[data-poll-id]");
    // Optimistic first ("Wednesday (your choice)", "Saving your vote…"), then the server's counts.
    await results.getByText("1 member voted").waitFor();
    expect(await results.innerText()).toMatch(/Tuesday\s*0 votes, 0%[\s\S]*Wednesday \(your choice\)\s*1 vote, 100%[\s\S]*Thursday\s*0 votes, 0%[\s\S]*1 member voted/);
    // The results replace the form and take the focus.
    await focused(voter.getByRole("heading", { name: "Which evening?" }));
    // Kept by the server: after a reload the results are still there.
    await voter.reload();
    await waitForReady(voter);
    await voter.locator("[data-poll-id]").getByText("Wednesday (your choice)").waitFor();

    const axe = await new AxeBuilder({ page: voter }).analyze();
    expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
    // The one refused vote's 409 is the only error Chromium logs.
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
    await author.context().close();
    await voter.context().close();
});

/** Waits until the element has the focus (playwright-core has no `expect(locator).toBeFocused()`). */
async function focused(locator: Locator): Promise<void> {
    await eventually(async () => expect(await locator.evaluate((element) => element === document.activeElement)).toBe(true));
}
