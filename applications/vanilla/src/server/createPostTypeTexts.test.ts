/**
 * The create-post page speaks of the address's post type (content §2 "Create-post path forms";
 * plugins/README.md, API version 9): /post/question is "Ask a Question" with "Ask Question", /post/idea
 * "New Idea" with "Post Idea" (the qna and ideation add-ons' texts), /post/discussion stays "New
 * Discussion" with "Post Discussion"; heading, tab title and button, in the reader's language.
 */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

let forum: ITestApp;
let member = "";

beforeAll(async () => {
    forum = await createTestApp({ config: { "EnabledPlugins.qna": true, "EnabledPlugins.ideation": true } });
    member = await signIn(forum.app, "member");
});
afterAll(() => forum?.close());

async function page(url: string, headers: Record<string, string> = {}) {
    const response = await forum.app.inject({ url, headers: { cookie: member, ...headers } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    return {
        html,
        title: /<title>([^<]*) - /.exec(html)?.[1],
        heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
        button: /<button[^>]*type="submit"[^>]*>([^<]*)<\/button>/.exec(html.slice(html.indexOf('data-react="CreateDiscussionForm"')))?.[1],
    };
}

it.each([
    ["/post/question", "Ask a Question", "Ask Question"],
    ["/post/question/general", "Ask a Question", "Ask Question"],
    ["/post/idea", "New Idea", "Post Idea"],
    ["/post/discussion", "New Discussion", "Post Discussion"],
])("%s is titled “%s” and sends with “%s”", async (url, heading, button) => {
    const shown = await page(url);
    expect(shown).toMatchObject({ title: heading, heading, button });
});

it("in the reader's language", async () => {
    expect(await page("/post/question", { "accept-language": "fr" })).toMatchObject({ title: "Poser une question", heading: "Poser une question", button: "Poser la question" });
    expect(await page("/post/idea", { "accept-language": "de" })).toMatchObject({ title: "Neue Idee", heading: "Neue Idee", button: "Idee veröffentlichen" });
});
