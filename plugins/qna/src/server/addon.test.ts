/**
 * The qna add-on through the API and the pages: the question post type, accepting answers
 * (asker or moderator only, enforced here), Vanilla's attributes, accepted answers first and
 * labelled, the status lists, the /questions page and its panel box, the demo questions, and
 * nothing of it while the add-on is off.
 */
import { createUser } from "@server/users/usersModel";
import { seedQuestions } from "./qnaSeed";
import { createTestApp, preloadOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

let forum: ITestApp;
const cookies: Record<string, string> = {};
const API = { "x-requested-with": "vanilla", "content-type": "application/json" };

beforeAll(async () => {
    forum = await createTestApp({ config: { "EnabledPlugins.qna": true } });
    for (const name of ["asker", "answerer"]) await createUser(forum.db, { name, email: `${name}@example.com`, password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
    for (const name of ["asker", "answerer", "member", "moderator", "admin"]) cookies[name] = await signIn(forum.app, name);
});
afterAll(() => forum?.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, who?: string, payload?: unknown) =>
    forum.app.inject({ method, url, headers: { ...(method === "GET" ? {} : API), ...(who ? { cookie: cookies[who] } : {}) }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

async function askAndAnswer(title: string): Promise<{ discussionID: number; commentIDs: number[] }> {
    const categoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
    const asked = await call("POST", "/api/v2/discussions", "asker", { categoryID, type: "question", name: title, body: "How does this work?", format: "markdown" });
    expect(asked.statusCode).toBe(201);
    const discussionID = asked.json().discussionID as number;
    const commentIDs: number[] = [];
    for (const body of ["First answer", "Second answer"]) {
        const answered = await call("POST", "/api/v2/comments", "answerer", { discussionID, body, format: "markdown" });
        expect(answered.statusCode).toBe(201);
        commentIDs.push(answered.json().commentID);
    }
    return { discussionID, commentIDs };
}

const questionStatus = async (discussionID: number) => (await call("GET", `/api/v2/discussions/${discussionID}`, "member")).json().attributes.question;

it("stores a question with type question and gives it Vanilla's attributes.question, unanswered then answered", async () => {
    const categoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
    const asked = await call("POST", "/api/v2/discussions", "asker", { categoryID, type: "question", name: "Lonely question", body: "Anyone?", format: "markdown" });
    expect(asked.json()).toMatchObject({ type: "question", attributes: { question: { status: "unanswered", dateAccepted: null, dateAnswered: null } } });
    const { discussionID } = await askAndAnswer("Answered question");
    expect(await questionStatus(discussionID)).toMatchObject({ status: "answered", dateAccepted: null, dateAnswered: expect.any(String) });
    // An ordinary discussion gets no question attributes.
    const plain = await call("POST", "/api/v2/discussions", "asker", { categoryID, name: "Just talking", body: "Hello", format: "markdown" });
    expect(plain.json().attributes).toEqual({});
});

it("lets the asker and a moderator accept and un-accept, and nobody else (server-enforced)", async () => {
    const { discussionID, commentIDs } = await askAndAnswer("Who may accept?");
    const [first, second] = commentIDs as [number, number];
    expect((await call("PATCH", `/api/v2/comments/${first}/answer`, undefined, { status: "accepted" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/v2/comments/${first}/answer`, "answerer", { status: "accepted" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/v2/comments/${first}/answer`, "member", { status: "accepted" })).statusCode).toBe(403);
    expect(await questionStatus(discussionID)).toMatchObject({ status: "answered" });

    const accepted = await call("PATCH", `/api/v2/comments/${first}/answer`, "asker", { status: "accepted" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ commentID: first, attributes: { answer: { status: "accepted", dateAccepted: expect.any(String) } } });
    expect(await questionStatus(discussionID)).toMatchObject({ status: "accepted", dateAccepted: expect.any(String) });
    // Several accepted answers are allowed; a moderator may accept on anyone's question.
    expect((await call("PATCH", `/api/v2/comments/${second}/answer`, "moderator", { status: "accepted" })).statusCode).toBe(200);
    const comments = (await call("GET", `/api/v2/comments?discussionID=${discussionID}`, "member")).json() as Array<{ commentID: number; attributes: { answer: { status: string } } }>;
    expect(comments.map((comment) => [comment.commentID, comment.attributes.answer.status])).toEqual([
        [first, "accepted"],
        [second, "accepted"],
    ]);
    // An administrator holds qna.accept too.
    expect((await call("PATCH", `/api/v2/comments/${second}/answer`, "admin", { status: "accepted" })).statusCode).toBe(200);
    // Un-accepting both leaves the question answered again.
    expect((await call("PATCH", `/api/v2/comments/${first}/answer`, "moderator", { status: "pending" })).json()).toMatchObject({ attributes: { answer: { status: "pending", dateAccepted: null } } });
    expect((await call("PATCH", `/api/v2/comments/${second}/answer`, "asker", { status: "pending" })).statusCode).toBe(200);
    expect(await questionStatus(discussionID)).toMatchObject({ status: "answered", dateAccepted: null });
});

it("answers 400 for a bad status or a comment outside a question, 404 for a missing comment", async () => {
    const { commentIDs } = await askAndAnswer("Bad calls");
    expect((await call("PATCH", `/api/v2/comments/${commentIDs[0]}/answer`, "asker", { status: "best" })).statusCode).toBe(400);
    expect((await call("PATCH", "/api/v2/comments/999999/answer", "asker", { status: "accepted" })).statusCode).toBe(404);
    const plain = await forum.db.selectFrom("comments").innerJoin("discussions", "discussions.discussionID", "comments.discussionID").select("comments.commentID").where("discussions.type", "=", "discussion").executeTakeFirstOrThrow();
    expect((await call("PATCH", `/api/v2/comments/${plain.commentID}/answer`, "moderator", { status: "accepted" })).statusCode).toBe(400);
});

it("keeps one mark when the same accept is sent ten times at once", async () => {
    const { discussionID, commentIDs } = await askAndAnswer("Ten clicks");
    const answers = await Promise.all(Array.from({ length: 10 }, () => call("PATCH", `/api/v2/comments/${commentIDs[0]}/answer`, "asker", { status: "accepted" })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const rows = await forum.db.selectFrom("qna_answers" as never).selectAll().where("discussionID" as never, "=", discussionID as never).execute();
    expect(rows).toHaveLength(1);
});

it("shows accepted answers first and labelled, the accept button to the asker only, and the status in the list", async () => {
    const { discussionID, commentIDs } = await askAndAnswer("Order on the page");
    expect((await call("PATCH", `/api/v2/comments/${commentIDs[1]}/answer`, "asker", { status: "accepted" })).statusCode).toBe(200);
    const page = (who: string) => call("GET", `/discussion/${discussionID}`, who).then((response) => response.body);
    const asPage = await page("asker");
    const [firstShown, secondShown] = [asPage.indexOf(`id="Comment_${commentIDs[1]}"`), asPage.indexOf(`id="Comment_${commentIDs[0]}"`)];
    expect(firstShown).toBeGreaterThan(0);
    expect(firstShown).toBeLessThan(secondShown);
    expect(asPage.slice(firstShown, secondShown)).toContain("Accepted answer");
    expect(asPage.slice(firstShown, secondShown)).toContain('data-addon-action="qna.unaccept"');
    expect(asPage.slice(secondShown)).toContain('data-addon-action="qna.accept"');
    expect(await page("answerer")).not.toContain("data-addon-action");
    const list = (await call("GET", "/discussions", "member")).body;
    const row = list.slice(list.indexOf(`data-discussion-id="${discussionID}"`));
    expect(row.slice(0, row.indexOf("</li>"))).toContain(">Accepted<");
});

it("lists questions by status for GET /questions, only from categories the viewer may see", async () => {
    const { discussionID } = await askAndAnswer("Status lists");
    const ids = async (status: string, who = "member") => ((await call("GET", `/api/v2/questions?status=${status}`, who)).json() as Array<{ discussionID: number }>).map((row) => row.discussionID);
    expect(await ids("answered")).toContain(discussionID);
    expect(await ids("accepted")).not.toContain(discussionID);
    expect(await ids("unanswered")).not.toContain(discussionID);
    expect((await call("GET", "/api/v2/questions?status=lost", "member")).statusCode).toBe(400);
    // The demo's staff room is private to moderators.
    const staff = await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "staff").executeTakeFirstOrThrow();
    const secret = await call("POST", "/api/v2/discussions", "moderator", { categoryID: staff.categoryID, type: "question", name: "Staff only question", body: "Hidden", format: "markdown" });
    expect(secret.statusCode).toBe(201);
    expect(await ids("unanswered", "moderator")).toContain(secret.json().discussionID);
    expect(await ids("unanswered")).not.toContain(secret.json().discussionID);
});

/** The questions /questions lists for this viewer, in their order, and the page's HTML. */
async function questionsPage(url: string, who?: string): Promise<{ ids: number[]; html: string; statusCode: number }> {
    const response = await call("GET", url, who);
    return { ids: [...response.body.matchAll(/data-question-id="(\d+)"/g)].map((match) => Number(match[1])), html: response.body, statusCode: response.statusCode };
}

it("renders /questions filtered by status on the server, labelled, escaped, only from categories the viewer may see", async () => {
    const { discussionID: answered } = await askAndAnswer("<b>Answered</b> & on the page");
    const { discussionID: accepted, commentIDs } = await askAndAnswer("Accepted on the page");
    expect((await call("PATCH", `/api/v2/comments/${commentIDs[0]}/answer`, "asker", { status: "accepted" })).statusCode).toBe(200);
    const general = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
    const lonely = (await call("POST", "/api/v2/discussions", "asker", { categoryID: general, type: "question", name: "Unanswered on the page", body: "Hello?", format: "markdown" })).json().discussionID as number;
    // The demo's staff room is private to moderators.
    const staff = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "staff").executeTakeFirstOrThrow()).categoryID;
    const secret = (await call("POST", "/api/v2/discussions", "moderator", { categoryID: staff, type: "question", name: "Staff page question", body: "Hidden", format: "markdown" })).json().discussionID as number;

    const unanswered = await questionsPage("/questions?status=unanswered", "member");
    expect(unanswered.statusCode).toBe(200);
    expect(unanswered.ids).toContain(lonely);
    expect(unanswered.ids).not.toContain(answered);
    expect(unanswered.ids).not.toContain(accepted);
    expect(unanswered.ids).not.toContain(secret);
    expect(unanswered.html).toMatch(/<a[^>]*href="\/questions\?status=unanswered"[^>]*aria-current="page"/);
    expect(unanswered.html.match(/aria-current="page"/g)).toHaveLength(1);
    const row = unanswered.html.slice(unanswered.html.indexOf(`data-question-id="${lonely}"`));
    expect(row.slice(0, row.indexOf("</li>"))).toMatch(/>Unanswered<[\s\S]*>0 comments</);
    expect(row.slice(0, row.indexOf("</li>"))).toContain(`href="/discussion/${lonely}"`);
    expect((await questionsPage("/questions?status=unanswered", "moderator")).ids).toContain(secret);

    const answeredPage = await questionsPage("/questions?status=answered", "member");
    expect(answeredPage.ids).toContain(answered);
    expect(answeredPage.ids).not.toContain(lonely);
    expect(answeredPage.ids).not.toContain(accepted);
    expect(answeredPage.html).toContain("&lt;b&gt;Answered&lt;/b&gt; &amp; on the page");
    expect(answeredPage.html).not.toContain("<b>Answered</b>");
    expect((await questionsPage("/questions?status=accepted", "member")).ids).toEqual(expect.arrayContaining([accepted]));
    expect((await questionsPage("/questions?status=accepted", "member")).ids).not.toContain(answered);

    // All: newest first, every status, still not the staff room's; an unknown status shows all too.
    const all = await questionsPage("/questions", "member");
    expect(all.ids.slice(0, 3)).toEqual([lonely, accepted, answered]);
    expect(all.ids).not.toContain(secret);
    expect(all.html).toMatch(/<a[^>]*href="\/questions"[^>]*aria-current="page"/);
    expect(all.html).toContain('href="/post/question"');
    expect((await questionsPage("/questions?status=lost", undefined)).ids.slice(0, 3)).toEqual([lonely, accepted, answered]);
});

it("pages /questions twenty at a time with Previous and Next links, and says when a page is empty", async () => {
    const general = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
    const asked: number[] = [];
    for (let index = 1; index <= 21; index++) {
        const posted = await call("POST", "/api/v2/discussions", "asker", { categoryID: general, type: "question", name: `Paging question ${index}`, body: "Next?", format: "markdown" });
        asked.push(posted.json().discussionID as number);
    }
    const first = await questionsPage("/questions?status=unanswered", "member");
    expect(first.ids).toEqual([...asked].reverse().slice(0, 20));
    expect(first.html).toContain('href="/questions?status=unanswered&amp;page=2" rel="next"');
    expect(first.html).not.toContain('rel="prev"');
    const second = await questionsPage("/questions?status=unanswered&page=2", "member");
    expect(second.ids[0]).toBe(asked[0]);
    expect(second.html).toContain('href="/questions?status=unanswered" rel="prev"');
    const beyond = await questionsPage("/questions?status=unanswered&page=99", "member");
    expect(beyond.ids).toEqual([]);
    expect(beyond.html).toContain("No questions here yet.");
    expect(beyond.html).toContain('rel="prev"');
    expect(beyond.html).not.toContain('rel="next"');
});

it("leads from the discussion and category lists to the Unanswered view (a panel box), not from other pages", async () => {
    const widgets = async (url: string) => (preloadOf((await call("GET", url, "member")).body).meta.widgets as Record<string, Array<{ component: string }>>).panel ?? [];
    for (const url of ["/discussions", "/categories"]) expect((await widgets(url)).map((widget) => widget.component)).toContain("QnaLinks");
    expect((await widgets("/questions")).map((widget) => widget.component)).not.toContain("QnaLinks");
    const list = (await call("GET", "/discussions", "member")).body;
    for (const href of ["/questions?status=unanswered", "/questions", "/post/question"]) expect(list).toContain(`href="${href}"`);
});

it("seeds the demo forum with an accepted question and an unanswered one", async () => {
    // The tests' shared forum image is seeded with every add-on off: seed this one's demo data here.
    await seedQuestions(forum.app.hearth.addons.seedContext(forum.db, forum.dialect));
    const rows = (await call("GET", "/api/v2/questions?limit=100", "member")).json() as Array<{ name: string; countComments: number; attributes: { question: { status: string } } }>;
    expect(rows.find((row) => row.name === "How do I change my notification settings?")).toMatchObject({ countComments: 2, attributes: { question: { status: "accepted" } } });
    expect(rows.find((row) => row.name === "Can I attach a PDF to a post?")?.attributes.question.status).toBe("unanswered");
});

it("leaves no trace while disabled: routes 404, no attributes, labels or buttons", async () => {
    const { discussionID, commentIDs } = await askAndAnswer("Switched off");
    expect((await call("PATCH", `/api/v2/comments/${commentIDs[0]}/answer`, "asker", { status: "accepted" })).statusCode).toBe(200);
    const disabled = await forum.app.inject({ method: "PATCH", url: "/api/v2/addons/qna", headers: { ...API, cookie: cookies.admin }, payload: JSON.stringify({ enabled: false }) });
    expect(disabled.statusCode).toBe(200);
    try {
        expect((await call("PATCH", `/api/v2/comments/${commentIDs[0]}/answer`, "asker", { status: "pending" })).statusCode).toBe(404);
        expect((await call("GET", "/api/v2/questions", "member")).statusCode).toBe(404);
        expect((await call("GET", "/questions?status=unanswered", "member")).statusCode).toBe(404);
        expect((await call("GET", "/discussions", "member")).body).not.toContain('href="/questions');
        expect((await call("GET", `/api/v2/discussions/${discussionID}`, "member")).json().attributes).toEqual({});
        const page = (await call("GET", `/discussion/${discussionID}`, "asker")).body;
        expect(page).not.toContain("Accepted answer");
        expect(page).not.toContain("data-addon-action");
        expect(page.indexOf(`id="Comment_${commentIDs[0]}"`)).toBeLessThan(page.indexOf(`id="Comment_${commentIDs[1]}"`));
        expect((await call("GET", `/post/question/general`, "asker")).statusCode).toBe(404);
    } finally {
        await forum.app.hearth.config.set("EnabledPlugins.qna", true);
    }
});
