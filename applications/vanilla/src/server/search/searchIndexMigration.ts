/**
 * The search index (issue 11): one row per searchable record in `searchDocuments` (what the
 * filters and permission checks read), and its words in the engine's own index — an FTS5 table
 * `searchFts` on SQLite, a `document` tsvector with a GIN index on PostgreSQL.
 *
 * Database triggers keep it current: every insert, edit, move (a discussion's category, a
 * comment's discussion), tombstone and delete of discussions, comments, members and categories
 * updates the index in the same statement's transaction, whoever writes (the API, merges, bulk
 * moderation, add-on post types, draft publishing, bulk imports). Nothing to rebuild at night.
 * The page cache's triggers must never cover these tables: they change with every post anyway.
 *
 * Searchable text, the same on both databases:
 * - rich2 bodies: the text of their nodes (text, an image's alt, a mention's or file's name), in
 *   document order, so phrases match as written; other formats as stored (Markdown or text; the
 *   tokenizer drops their punctuation).
 * - folded before indexing: lower case, accents removed (FTS5's `remove_diacritics 2`; on
 *   PostgreSQL `unaccent` when this role may install it, else a translate() table of the Latin
 *   letters), a few letters with no decomposition spelled out (ß → ss, æ → ae, œ → oe, ø → o,
 *   ł → l, đ → d), and on PostgreSQL every run of non-alphanumerics made one space, so both
 *   engines see the same words. The query side folds the same way (searchQueryText.ts).
 * - at most SEARCH_TEXT_MAX characters of a body (PostgreSQL's tsvector is limited to 1 MB).
 *
 * searchID = recordID * 4 + the record type's code (SEARCH_TYPE_CODES), so a trigger finds a
 * record's row without a look-up.
 */
import { sql, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";
import type { MigrationSet } from "@server/db/migrations";

export const SEARCH_TYPE_CODES = { discussion: 0, comment: 1, user: 2, category: 3 } as const;
export const SEARCH_TEXT_MAX = 100_000;

/** Letters folding cannot take apart (no Unicode decomposition), spelled as unaccent spells them. */
export const SPELLED_OUT_LETTERS: Array<[string, string]> = [
    ["ß", "ss"],
    ["ẞ", "ss"],
    ["æ", "ae"],
    ["Æ", "ae"],
    ["œ", "oe"],
    ["Œ", "oe"],
    ["ø", "o"],
    ["Ø", "o"],
    ["ł", "l"],
    ["Ł", "l"],
    ["đ", "d"],
    ["Đ", "d"],
];

/** The SearchDocuments table's Kysely type (the engine's own columns are reached through raw SQL). */
export interface SearchDocumentsTable {
    searchID: number;
    recordType: string;
    recordID: number;
    discussionID: number | null;
    categoryID: number | null;
    insertUserID: number | null;
    /** discussion sub-type (discussion, question …), "comment", "user" or "category". */
    type: string;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        searchDocuments: SearchDocumentsTable;
    }
}

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

// ---- SQLite ----------------------------------------------------------------------------------

/** The folded, searchable text of a value, as a SQLite expression. */
function sqliteFold(expression: string): string {
    return SPELLED_OUT_LETTERS.reduce((folded, [letter, spelled]) => `replace(${folded}, '${letter}', '${spelled}')`, expression);
}

function sqliteBodyText(body: string, format: string): string {
    const rich2 = `coalesce((select group_concat(value, ' ') from json_tree(${body}) where key in ('text', 'alt', 'name') and type = 'text'), '')`;
    return sqliteFold(`substr(case when ${format} = 'rich2' and json_valid(${body}) then ${rich2} else ${body} end, 1, ${SEARCH_TEXT_MAX})`);
}

const SQLITE_DOCUMENT_COLUMNS = `searchID, recordType, recordID, discussionID, categoryID, insertUserID, type, dateInserted`;

/** The documents (metadata and text) of every searchable record, as SELECTs over the source tables. */
function sqliteSources(prefix: "new." | ""): Record<"discussion" | "comment" | "user" | "category", { document: string; text: string }> {
    const p = prefix;
    const c = SEARCH_TYPE_CODES;
    return {
        discussion: {
            document: `${p}discussionID * 4 + ${c.discussion}, 'discussion', ${p}discussionID, ${p}discussionID, ${p}categoryID, ${p}insertUserID, ${p}type, ${p}dateInserted`,
            text: `${p}discussionID * 4 + ${c.discussion}, ${sqliteFold(`${p}name`)}, ${sqliteBodyText(`${p}body`, `${p}format`)}`,
        },
        comment: {
            document: `${p}commentID * 4 + ${c.comment}, 'comment', ${p}commentID, ${p}discussionID, (select d.categoryID from discussions d where d.discussionID = ${p}discussionID), ${p}insertUserID, 'comment', ${p}dateInserted`,
            text: `${p}commentID * 4 + ${c.comment}, '', ${sqliteBodyText(`${p}body`, `${p}format`)}`,
        },
        user: {
            document: `${p}userID * 4 + ${c.user}, 'user', ${p}userID, null, null, ${p}userID, 'user', ${p}dateInserted`,
            text: `${p}userID * 4 + ${c.user}, ${sqliteFold(`${p}name`)}, ''`,
        },
        category: {
            document: `${p}categoryID * 4 + ${c.category}, 'category', ${p}categoryID, null, ${p}categoryID, null, 'category', ${p}dateInserted`,
            text: `${p}categoryID * 4 + ${c.category}, ${sqliteFold(`${p}name`)}, ${sqliteFold(`${p}description`)}`,
        },
    };
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
    await run(
        db,
        `create table searchDocuments (searchID integer primary key, recordType text not null, recordID integer not null, discussionID integer,
            categoryID integer, insertUserID integer, type text not null, dateInserted text not null)`,
    );
    await run(db, `create index searchDocuments_discussion on searchDocuments (discussionID)`);
    // Contentless: the words only (the text is in the source tables), rows deletable by rowid.
    await run(
        db,
        `create virtual table searchFts using fts5(name, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    );

    const all = sqliteSources("");
    const fresh = sqliteSources("new.");
    const from = { discussion: "discussions", comment: "comments where dateDeleted is null", user: "users", category: "categories" };
    for (const type of ["discussion", "comment", "user", "category"] as const) {
        await run(db, `insert into searchDocuments (${SQLITE_DOCUMENT_COLUMNS}) select ${all[type].document} from ${from[type]}`);
        await run(db, `insert into searchFts (rowid, name, body) select ${all[type].text} from ${from[type]}`);
    }

    const add = (type: keyof typeof fresh, when = "1") =>
        `insert into searchDocuments (${SQLITE_DOCUMENT_COLUMNS}) select ${fresh[type].document} where ${when};
         insert into searchFts (rowid, name, body) select ${fresh[type].text} where ${when};`;
    const remove = (id: string) => `delete from searchDocuments where searchID = ${id}; delete from searchFts where rowid = ${id};`;
    const c = SEARCH_TYPE_CODES;
    const triggers = [
        `create trigger search_discussions_insert after insert on discussions begin ${add("discussion")} end`,
        `create trigger search_discussions_update after update of name, body, format, categoryID, type, insertUserID on discussions begin
            ${remove(`old.discussionID * 4 + ${c.discussion}`)} ${add("discussion")}
            update searchDocuments set categoryID = new.categoryID where discussionID = new.discussionID and recordType = 'comment' and old.categoryID is not new.categoryID;
         end`,
        `create trigger search_discussions_delete after delete on discussions begin ${remove(`old.discussionID * 4 + ${c.discussion}`)} end`,
        `create trigger search_comments_insert after insert on comments when new.dateDeleted is null begin ${add("comment")} end`,
        `create trigger search_comments_update after update of body, format, dateDeleted, discussionID, insertUserID on comments begin
            ${remove(`old.commentID * 4 + ${c.comment}`)} ${add("comment", "new.dateDeleted is null")}
         end`,
        `create trigger search_comments_delete after delete on comments begin ${remove(`old.commentID * 4 + ${c.comment}`)} end`,
        `create trigger search_users_insert after insert on users begin ${add("user")} end`,
        `create trigger search_users_update after update of name on users begin ${remove(`old.userID * 4 + ${c.user}`)} ${add("user")} end`,
        `create trigger search_users_delete after delete on users begin ${remove(`old.userID * 4 + ${c.user}`)} end`,
        `create trigger search_categories_insert after insert on categories begin ${add("category")} end`,
        `create trigger search_categories_update after update of name, description on categories begin ${remove(`old.categoryID * 4 + ${c.category}`)} ${add("category")} end`,
        `create trigger search_categories_delete after delete on categories begin ${remove(`old.categoryID * 4 + ${c.category}`)} end`,
    ];
    for (const trigger of triggers) await run(db, trigger);
}

// ---- PostgreSQL ------------------------------------------------------------------------------

/** Lower-case Latin letters and what they are without their accents (for the translate() fallback). */
function latinAccentTable(): { from: string; to: string } {
    let from = "";
    let to = "";
    for (let code = 0xe0; code <= 0x24f; code++) {
        const letter = String.fromCodePoint(code);
        if (letter.toLowerCase() !== letter) continue;
        const base = letter.normalize("NFKD").replace(/\p{M}/gu, "");
        if (base.length === 1 && base !== letter && /^[a-z]$/.test(base)) {
            from += letter;
            to += base;
        }
    }
    return { from, to };
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Installs `unaccent` when this role may (PostgreSQL ships it; creating it needs the right to
 * create extensions) and answers the schema holding it, or null when it is not available: then
 * folding uses a translate() table instead.
 */
async function unaccentSchema(db: Kysely<unknown>): Promise<string | null> {
    await run(
        db,
        `do $$ begin
            if not exists (select 1 from pg_extension where extname = 'unaccent') then
                create extension unaccent schema public;
            end if;
         exception when others then null;
         end $$`,
    );
    const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(db);
    return rows[0]?.schema ?? null;
}

async function postgresFunctions(db: Kysely<unknown>): Promise<void> {
    const schema = await unaccentSchema(db);
    const { from, to } = latinAccentTable();
    const spelled = SPELLED_OUT_LETTERS.reduce((folded, [letter, out]) => `replace(${folded}, '${letter}', '${out}')`, "$1");
    const unaccented = schema ? `"${schema}".unaccent('"${schema}".unaccent'::regdictionary, lower(${spelled}))` : `translate(lower(${spelled}), ${quote(from)}, ${quote(to)})`;
    // Immutable (the dictionary is named): the same text always folds the same way.
    await run(
        db,
        `create or replace function hearth_search_fold(text) returns text language sql immutable strict parallel safe as
         $$ select regexp_replace(lower(${unaccented}), '[^[:alnum:]]+', ' ', 'g') $$`,
    );
    await run(
        db,
        `create or replace function hearth_search_body_text(body text, format text) returns text language plpgsql immutable parallel safe as $$
         declare result text;
         begin
            if format = 'rich2' then
                begin
                    select string_agg(coalesce(node->>'text', node->>'alt', node->>'name'), ' ') into result
                        from jsonb_path_query(body::jsonb, 'strict $.** ? (@.type() == "object")') as node
                        where jsonb_typeof(coalesce(node->'text', node->'alt', node->'name')) = 'string';
                    return left(coalesce(result, ''), ${SEARCH_TEXT_MAX});
                exception when others then
                    null; -- not JSON: indexed as stored, as SQLite does
                end;
            end if;
            return left(coalesce(body, ''), ${SEARCH_TEXT_MAX});
         end $$`,
    );
    await run(
        db,
        `create or replace function hearth_search_vector(name text, body text) returns tsvector language sql immutable parallel safe as
         $$ select setweight(to_tsvector('simple'::regconfig, coalesce(hearth_search_fold(name), '')), 'A')
                || setweight(to_tsvector('simple'::regconfig, coalesce(hearth_search_fold(body), '')), 'B') $$`,
    );
}

/** The document row of a record, as a SELECT list over `r` (the row) for insert … select. */
function postgresSource(type: keyof typeof SEARCH_TYPE_CODES, r: string): string {
    const code = SEARCH_TYPE_CODES[type];
    switch (type) {
        case "discussion":
            return `${r}."discussionID" * 4 + ${code}, 'discussion', ${r}."discussionID", ${r}."discussionID", ${r}."categoryID", ${r}."insertUserID", ${r}.type, ${r}."dateInserted",
                hearth_search_vector(${r}.name, hearth_search_body_text(${r}.body, ${r}.format))`;
        case "comment":
            return `${r}."commentID" * 4 + ${code}, 'comment', ${r}."commentID", ${r}."discussionID", (select d."categoryID" from discussions d where d."discussionID" = ${r}."discussionID"),
                ${r}."insertUserID", 'comment', ${r}."dateInserted", hearth_search_vector('', hearth_search_body_text(${r}.body, ${r}.format))`;
        case "user":
            return `${r}."userID" * 4 + ${code}, 'user', ${r}."userID", null, null, ${r}."userID", 'user', ${r}."dateInserted", hearth_search_vector(${r}.name, '')`;
        case "category":
            return `${r}."categoryID" * 4 + ${code}, 'category', ${r}."categoryID", null, ${r}."categoryID", null, 'category', ${r}."dateInserted", hearth_search_vector(${r}.name, ${r}.description)`;
    }
}

const PG_DOCUMENT_COLUMNS = `"searchID", "recordType", "recordID", "discussionID", "categoryID", "insertUserID", type, "dateInserted", document`;

async function postgresUp(db: Kysely<unknown>): Promise<void> {
    await postgresFunctions(db);
    // Writers wait while the existing rows are indexed, so none is missed between the backfill and the triggers.
    await run(db, `lock table discussions, comments, users, categories in share mode`);
    await run(
        db,
        `create table "searchDocuments" ("searchID" bigint primary key, "recordType" text not null, "recordID" integer not null, "discussionID" integer,
            "categoryID" integer, "insertUserID" integer, type text not null, "dateInserted" timestamptz not null, document tsvector not null)`,
    );
    const from = { discussion: "discussions r", comment: `comments r where r."dateDeleted" is null`, user: "users r", category: "categories r" };
    for (const type of ["discussion", "comment", "user", "category"] as const) {
        await run(db, `insert into "searchDocuments" (${PG_DOCUMENT_COLUMNS}) select ${postgresSource(type, "r")} from ${from[type]}`);
    }
    // Built after the backfill: one sorted build instead of a million index updates.
    await run(db, `create index "searchDocuments_document" on "searchDocuments" using gin (document)`);
    await run(db, `create index "searchDocuments_discussion" on "searchDocuments" ("discussionID")`);

    const upsert = (type: keyof typeof SEARCH_TYPE_CODES) =>
        `insert into "searchDocuments" (${PG_DOCUMENT_COLUMNS}) select ${postgresSource(type, "new")}
         on conflict ("searchID") do update set "categoryID" = excluded."categoryID", "discussionID" = excluded."discussionID",
            "insertUserID" = excluded."insertUserID", type = excluded.type, document = excluded.document;`;
    const c = SEARCH_TYPE_CODES;
    const functions: Record<string, string> = {
        discussions: `if tg_op = 'DELETE' then delete from "searchDocuments" where "searchID" = old."discussionID" * 4 + ${c.discussion}; return old; end if;
            ${upsert("discussion")}
            if tg_op = 'UPDATE' and old."categoryID" is distinct from new."categoryID" then
                update "searchDocuments" set "categoryID" = new."categoryID" where "discussionID" = new."discussionID" and "recordType" = 'comment';
            end if;
            return new;`,
        comments: `if tg_op <> 'INSERT' then delete from "searchDocuments" where "searchID" = old."commentID" * 4 + ${c.comment}; end if;
            if tg_op = 'DELETE' then return old; end if;
            if new."dateDeleted" is null then ${upsert("comment")} end if;
            return new;`,
        users: `if tg_op = 'DELETE' then delete from "searchDocuments" where "searchID" = old."userID" * 4 + ${c.user}; return old; end if;
            ${upsert("user")} return new;`,
        categories: `if tg_op = 'DELETE' then delete from "searchDocuments" where "searchID" = old."categoryID" * 4 + ${c.category}; return old; end if;
            ${upsert("category")} return new;`,
    };
    const watched: Record<string, string> = {
        discussions: `name, body, format, "categoryID", type, "insertUserID"`,
        comments: `body, format, "dateDeleted", "discussionID", "insertUserID"`,
        users: `name`,
        categories: `name, description`,
    };
    for (const [table, body] of Object.entries(functions)) {
        await run(db, `create or replace function hearth_search_index_${table}() returns trigger language plpgsql as $$ begin ${body} end $$`);
        await run(
            db,
            `create trigger search_${table}_index after insert or update of ${watched[table]} or delete on ${table} for each row execute function hearth_search_index_${table}()`,
        );
    }
}

/** Migration-time backfill: the index of the rows that exist (see the README's figures at a million comments). */
export async function createSearchIndex(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
    if (dialect === "postgres") return postgresUp(db);
    // SQLite migrations run outside a transaction (Kysely): one here, so the backfill and the triggers land together.
    await run(db, "begin immediate");
    try {
        await sqliteUp(db);
        await run(db, "commit");
    } catch (error) {
        await run(db, "rollback");
        throw error;
    }
}

export const searchMigrations: MigrationSet = {
    "2026_11_24_990_vanilla_search_index": (dialect) => ({ up: (db) => createSearchIndex(db, dialect) }),
};
