/**
 * The search index (issue 11): one row per searchable record in `searchDocuments` (what the
 * filters and permission checks read), and its words in the engine's own index — an FTS5 table
 * `searchFts` on SQLite (with the names alone again in `searchNameFts`, for the ranking), a
 * `document` tsvector with a GIN index on PostgreSQL.
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
 * searchID grows with time across record types: the backfill numbers the existing rows in the
 * order they were written (dateInserted), and each new record takes the next number, so the
 * engine can read matches newest first (searchEngine.ts's ranking window). An edit or a move
 * keeps the number; (recordType, recordID) finds it.
 */
import { sql, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";
import type { MigrationSet } from "@server/db/migrations";

export const SEARCH_RECORD_TYPES = ["discussion", "comment", "user", "category"] as const;
type IndexedType = (typeof SEARCH_RECORD_TYPES)[number];
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

const SQLITE_DOCUMENT_COLUMNS = `recordType, recordID, discussionID, categoryID, insertUserID, type, dateInserted`;

/**
 * Per record type: its table, key, the document columns, and its searchable name (null for a
 * comment, which has none) and body, as SQL over `p` (the row, "new." in triggers).
 */
function sqliteSource(type: IndexedType, p: string): { table: string; key: string; document: string; name: string | null; body: string } {
    switch (type) {
        case "discussion":
            return {
                table: "discussions",
                key: "discussionID",
                document: `'discussion', ${p}discussionID, ${p}discussionID, ${p}categoryID, ${p}insertUserID, ${p}type, ${p}dateInserted`,
                name: sqliteFold(`${p}name`),
                body: sqliteBodyText(`${p}body`, `${p}format`),
            };
        case "comment":
            return {
                table: "comments",
                key: "commentID",
                document: `'comment', ${p}commentID, ${p}discussionID, (select c.categoryID from discussions c where c.discussionID = ${p}discussionID), ${p}insertUserID, 'comment', ${p}dateInserted`,
                name: null,
                body: sqliteBodyText(`${p}body`, `${p}format`),
            };
        case "user":
            return { table: "users", key: "userID", document: `'user', ${p}userID, null, null, ${p}userID, 'user', ${p}dateInserted`, name: sqliteFold(`${p}name`), body: "''" };
        case "category":
            return {
                table: "categories",
                key: "categoryID",
                document: `'category', ${p}categoryID, null, ${p}categoryID, null, 'category', ${p}dateInserted`,
                name: sqliteFold(`${p}name`),
                body: sqliteFold(`${p}description`),
            };
    }
}

/**
 * The prefix lengths FTS5 keeps an index of. A prefix with an index of its own reads its matches
 * newest first and stops at the window; any other is answered by merging the whole match list
 * of every word it starts, before the first row. The autocomplete reads the member's last word
 * as a prefix at every keystroke (searchQueryText.ts), so every length typed before a word is
 * complete has one. At a million posts: "lant" * 2.2 ms with only 2 and 3 indexed, 0.02 ms with
 * 4; the title bar's one-word suggestion 4.5 -> 0.8 ms of SQL, 175 -> 600 answers a second at 20
 * clients. It costs disk (the index 451 -> 831 MB) and almost nothing per post (a comment's
 * insert 0.40 ms at p50 either way, 0.61 -> 0.70 ms at p90).
 */
export const SQLITE_PREFIX_LENGTHS = "2 3 4 5 6 7 8";

/** A contentless FTS5 table (the words only, the text is in the source tables; rows deletable by rowid). */
function createFts(db: Kysely<unknown>, table: string, columns: string): Promise<unknown> {
    return run(db, `create virtual table ${table} using fts5(${columns}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='${SQLITE_PREFIX_LENGTHS}')`);
}

/** The types whose records have a name (discussions, members, categories). */
const NAMED_TYPES = SEARCH_RECORD_TYPES.filter((type) => sqliteSource(type, "").name !== null);

/**
 * The names again, alone, in `searchNameFts` under the same numbers: the ranking asks which of
 * the window's records hold a word in their name (searchEngine.ts). Asked of `searchFts` as
 * `name : word`, FTS5 reads every match of the word in names and bodies back to the window's
 * oldest record and keeps those in the name column; the names alone are a tenth of the records
 * and a few words each (at a million posts: two nouns 5.2 -> 4.2 ms, a phrase 7.4 -> 4.8 ms).
 */
async function createSqliteNameIndex(db: Kysely<unknown>): Promise<void> {
    await createFts(db, "searchNameFts", "name");
    for (const type of NAMED_TYPES) {
        const source = sqliteSource(type, `${sqliteSource(type, "").table}.`);
        await run(
            db,
            `insert into searchNameFts (rowid, name) select s.searchID, ${source.name} from ${source.table} join searchDocuments s on s.recordType = '${type}' and s.recordID = ${source.table}.${source.key}`,
        );
    }
    await run(db, `insert into searchNameFts (searchNameFts) values ('optimize')`);
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
    await run(
        db,
        `create table searchDocuments (searchID integer primary key, recordType text not null, recordID integer not null, discussionID integer,
            categoryID integer, insertUserID integer, type text not null, dateInserted text not null)`,
    );
    await run(db, `create unique index searchDocuments_record on searchDocuments (recordType, recordID)`);
    await run(db, `create index searchDocuments_discussion on searchDocuments (discussionID)`);
    await createFts(db, "searchFts", "name, body");

    // Every existing record, numbered in the order written; then its words under that number.
    const where: Record<IndexedType, string> = { discussion: "", comment: "where dateDeleted is null", user: "", category: "" };
    // Columns named with their table: inside the comment's sub-select an unqualified "discussionID" would be the discussion's own.
    const documents = SEARCH_RECORD_TYPES.map((type) => {
        const table = sqliteSource(type, "").table;
        return `select ${sqliteSource(type, `${table}.`).document} from ${table} ${where[type]}`;
    });
    await run(db, `insert into searchDocuments (${SQLITE_DOCUMENT_COLUMNS}) select * from (${documents.join(" union all ")}) order by 7, 1, 2`);
    for (const type of SEARCH_RECORD_TYPES) {
        const source = sqliteSource(type, `${sqliteSource(type, "").table}.`);
        await run(
            db,
            `insert into searchFts (rowid, name, body) select s.searchID, ${source.name ?? "''"}, ${source.body} from ${source.table} join searchDocuments s on s.recordType = '${type}' and s.recordID = ${source.table}.${source.key}`,
        );
    }
    await mergeSqliteSearchIndex(db);
    await createSqliteNameIndex(db);
    await createSqliteTriggers(db);
}

async function dropSqliteTriggers(db: Kysely<unknown>): Promise<void> {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name glob 'search_*'`.execute(db);
    for (const { name } of rows) await run(db, `drop trigger "${name}"`);
}

/** The triggers that keep searchDocuments, searchFts and searchNameFts current. */
async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
    const idOf = (type: IndexedType, row: string) => `(select searchID from searchDocuments where recordType = '${type}' and recordID = ${row}.${sqliteSource(type, "").key})`;
    /** The record's words under its number `id`, where `when`. */
    const addWords = (type: IndexedType, id: string, when: string) => {
        const source = sqliteSource(type, "new.");
        const name = source.name === null ? "" : `insert into searchNameFts (rowid, name) select ${id}, ${source.name} where ${when};`;
        return `insert into searchFts (rowid, name, body) select ${id}, ${source.name ?? "''"}, ${source.body} where ${when}; ${name}`;
    };
    const add = (type: IndexedType, when = "1") =>
        `insert into searchDocuments (${SQLITE_DOCUMENT_COLUMNS}) select ${sqliteSource(type, "new.").document} where ${when};
            ${addWords(type, idOf(type, "new"), when)}`;
    const removeWords = (type: IndexedType) =>
        `delete from searchFts where rowid = ${idOf(type, "old")}; ${sqliteSource(type, "").name === null ? "" : `delete from searchNameFts where rowid = ${idOf(type, "old")};`}`;
    const remove = (type: IndexedType) => `${removeWords(type)} delete from searchDocuments where recordType = '${type}' and recordID = old.${sqliteSource(type, "").key};`;
    /** New words under the record's number, and its document's columns brought up to date. */
    const replace = (type: IndexedType) => {
        const source = sqliteSource(type, "new.");
        return `${removeWords(type)}
            update searchDocuments set (${SQLITE_DOCUMENT_COLUMNS}) = (select ${source.document}) where recordType = '${type}' and recordID = new.${source.key};
            ${addWords(type, idOf(type, "new"), `${idOf(type, "new")} is not null`)}`;
    };
    const triggers = [
        `create trigger search_discussions_insert after insert on discussions begin ${add("discussion")} end`,
        `create trigger search_discussions_update after update of name, body, format, categoryID, type, insertUserID on discussions begin
            ${replace("discussion")}
            update searchDocuments set categoryID = new.categoryID where discussionID = new.discussionID and recordType = 'comment' and old.categoryID is not new.categoryID;
         end`,
        `create trigger search_discussions_delete after delete on discussions begin ${remove("discussion")} end`,
        `create trigger search_comments_insert after insert on comments when new.dateDeleted is null begin ${add("comment")} end`,
        // A tombstone leaves the index; a comment brought back comes in again as new.
        `create trigger search_comments_update after update of body, format, dateDeleted, discussionID, insertUserID on comments when new.dateDeleted is not null begin
            ${remove("comment")}
         end`,
        `create trigger search_comments_update_text after update of body, format, dateDeleted, discussionID, insertUserID on comments when new.dateDeleted is null begin
            ${replace("comment")}
            ${add("comment", "not exists (select 1 from searchDocuments where recordType = 'comment' and recordID = new.commentID)")}
         end`,
        `create trigger search_comments_delete after delete on comments begin ${remove("comment")} end`,
        `create trigger search_users_insert after insert on users begin ${add("user")} end`,
        `create trigger search_users_update after update of name on users begin ${replace("user")} end`,
        `create trigger search_users_delete after delete on users begin ${remove("user")} end`,
        `create trigger search_categories_insert after insert on categories begin ${add("category")} end`,
        `create trigger search_categories_update after update of name, description on categories begin ${replace("category")} end`,
        `create trigger search_categories_delete after delete on categories begin ${remove("category")} end`,
    ];
    for (const trigger of triggers) await run(db, trigger);
}

/**
 * Merges FTS5's segments into one. A backfill writes the whole index in one transaction, and
 * FTS5 leaves most of the merging of what it wrote to the writes that come after: at a million
 * posts the first deletions then paid seconds of it (removing the words of the first 100
 * discussions of a bulk delete took 2 s, of the fourth 100 13 ms; 85,000 pages were waiting to
 * be merged). Merged once, at the backfill's end (8.5 s at a million posts), later writes merge
 * only what they add.
 * Also run by the scale bench's loader, which writes its million posts the same way.
 */
export const MERGE_SQLITE_SEARCH_INDEX = `insert into searchFts (searchFts) values ('optimize')`;

async function mergeSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
    await run(db, MERGE_SQLITE_SEARCH_INDEX);
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

/** The document columns of a record, as a SELECT list over `r` (the row, "new" in triggers). */
function postgresSource(type: IndexedType, r: string): string {
    switch (type) {
        case "discussion":
            return `'discussion', ${r}."discussionID", ${r}."discussionID", ${r}."categoryID", ${r}."insertUserID", ${r}.type, ${r}."dateInserted",
                hearth_search_vector(${r}.name, hearth_search_body_text(${r}.body, ${r}.format))`;
        case "comment":
            return `'comment', ${r}."commentID", ${r}."discussionID", (select c."categoryID" from discussions c where c."discussionID" = ${r}."discussionID"),
                ${r}."insertUserID", 'comment', ${r}."dateInserted", hearth_search_vector('', hearth_search_body_text(${r}.body, ${r}.format))`;
        case "user":
            return `'user', ${r}."userID", null::integer, null::integer, ${r}."userID", 'user', ${r}."dateInserted", hearth_search_vector(${r}.name, '')`;
        case "category":
            return `'category', ${r}."categoryID", null::integer, ${r}."categoryID", null::integer, 'category', ${r}."dateInserted", hearth_search_vector(${r}.name, ${r}.description)`;
    }
}

const PG_DOCUMENT_COLUMNS = `"recordType", "recordID", "discussionID", "categoryID", "insertUserID", type, "dateInserted", document`;
const PG_KEYS: Record<IndexedType, string> = { discussion: "discussionID", comment: "commentID", user: "userID", category: "categoryID" };

async function postgresUp(db: Kysely<unknown>): Promise<void> {
    await postgresFunctions(db);
    // Writers wait while the existing rows are indexed, so none is missed between the backfill and the triggers.
    await run(db, `lock table discussions, comments, users, categories in share mode`);
    await run(
        db,
        `create table "searchDocuments" ("searchID" bigint generated by default as identity primary key, "recordType" text not null, "recordID" integer not null,
            "discussionID" integer, "categoryID" integer, "insertUserID" integer, type text not null, "dateInserted" timestamptz not null, document tsvector not null)`,
    );
    const from: Record<IndexedType, string> = { discussion: "discussions r", comment: `comments r where r."dateDeleted" is null`, user: "users r", category: "categories r" };
    const documents = SEARCH_RECORD_TYPES.map((type) => `select ${postgresSource(type, "r")} from ${from[type]}`);
    // Numbered in the order written (see the top of this file).
    await run(db, `insert into "searchDocuments" (${PG_DOCUMENT_COLUMNS}) select * from (${documents.join(" union all ")}) as records order by 7, 1, 2`);
    // Built after the backfill: one sorted build instead of a million index updates.
    await run(db, `create index "searchDocuments_document" on "searchDocuments" using gin (document)`);
    await run(db, `create unique index "searchDocuments_record" on "searchDocuments" ("recordType", "recordID")`);
    await run(db, `create index "searchDocuments_discussion" on "searchDocuments" ("discussionID")`);
    await run(db, `analyze "searchDocuments"`);

    await createPostgresTriggers(db);
}

const TRIGGERED_TABLE_TYPES = { discussions: "discussion", comments: "comment", users: "user", categories: "category" } as const;

/**
 * The PostgreSQL index's triggers: a row trigger for inserts and updates, and one run per DELETE
 * statement over its removed rows (transition table `removed`). Deleting 50 discussions takes
 * their 500-800 comments: a row run each was 50-90 ms of the delete at a million posts.
 */
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
    // An edit or a move keeps the record's number (the conflict on recordType, recordID).
    const upsert = (type: IndexedType) =>
        `insert into "searchDocuments" (${PG_DOCUMENT_COLUMNS}) select ${postgresSource(type, "new")}
         on conflict ("recordType", "recordID") do update set "categoryID" = excluded."categoryID", "discussionID" = excluded."discussionID",
            "insertUserID" = excluded."insertUserID", type = excluded.type, document = excluded.document;`;
    const remove = (type: IndexedType) => `delete from "searchDocuments" where "recordType" = '${type}' and "recordID" = old."${PG_KEYS[type]}";`;
    const functions: Record<keyof typeof TRIGGERED_TABLE_TYPES, string> = {
        discussions: `${upsert("discussion")}
            if tg_op = 'UPDATE' and old."categoryID" is distinct from new."categoryID" then
                update "searchDocuments" set "categoryID" = new."categoryID" where "discussionID" = new."discussionID" and "recordType" = 'comment';
            end if;
            return new;`,
        // A tombstone leaves the index.
        comments: `if new."dateDeleted" is not null then ${remove("comment")} else ${upsert("comment")} end if;
            return new;`,
        users: `${upsert("user")} return new;`,
        categories: `${upsert("category")} return new;`,
    };
    const watched: Record<keyof typeof TRIGGERED_TABLE_TYPES, string> = {
        discussions: `name, body, format, "categoryID", type, "insertUserID"`,
        comments: `body, format, "dateDeleted", "discussionID", "insertUserID"`,
        users: `name`,
        categories: `name, description`,
    };
    for (const [table, type] of Object.entries(TRIGGERED_TABLE_TYPES) as Array<[keyof typeof TRIGGERED_TABLE_TYPES, IndexedType]>) {
        await dropPostgresTriggers(db, table);
        await run(db, `create or replace function hearth_search_index_${table}() returns trigger language plpgsql as $$ begin ${functions[table]} end $$`);
        await run(db, `create trigger search_${table}_index after insert or update of ${watched[table]} on ${table} for each row execute function hearth_search_index_${table}()`);
        await run(
            db,
            `create or replace function hearth_search_removed_${table}() returns trigger language plpgsql as $$ begin
                delete from "searchDocuments" where "recordType" = '${type}' and "recordID" in (select "${PG_KEYS[type]}" from removed); return null; end $$`,
        );
        await run(db, `create trigger search_${table}_removed after delete on ${table} referencing old table as removed for each statement execute function hearth_search_removed_${table}()`);
    }
}

async function dropPostgresTriggers(db: Kysely<unknown>, table: string): Promise<void> {
    await run(db, `drop trigger if exists search_${table}_index on ${table}`);
    await run(db, `drop trigger if exists search_${table}_removed on ${table}`);
}

/** Removes the index, its triggers and its functions (a rebuild runs createSearchIndex again). */
export async function dropSearchIndex(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
    if (dialect === "postgres") {
        for (const table of Object.keys(TRIGGERED_TABLE_TYPES)) await dropPostgresTriggers(db, table);
        await run(db, `drop table if exists "searchDocuments"`);
        return;
    }
    await dropSqliteTriggers(db);
    await run(db, "drop table if exists searchFts");
    await run(db, "drop table if exists searchNameFts");
    await run(db, "drop table if exists searchDocuments");
}

/** Migration-time backfill: the index of the rows that exist (see the README's figures at a million comments). */
export async function createSearchIndex(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
    if (dialect === "postgres") {
        await postgresUp(db);
        return createFilterIndexes(db, dialect);
    }
    // The backfill and the triggers land together.
    await inSqliteTransaction(db, async () => {
        await sqliteUp(db);
        await createFilterIndexes(db, dialect);
    });
}

/** SQLite migrations run outside a transaction (Kysely): one of their own, taking the write lock at once. */
async function inSqliteTransaction(db: Kysely<unknown>, work: () => Promise<void>): Promise<void> {
    await run(db, "begin immediate");
    try {
        await work();
        await run(db, "commit");
    } catch (error) {
        await run(db, "rollback");
        throw error;
    }
}

/**
 * Narrowed searches at a million posts. The author index lets an author's search read that
 * member's records newest first and check each for the words (searchEngine.ts): "garden" by one
 * author took 0.6 s on PostgreSQL (a backward scan of the whole table testing each document) and
 * 0.13 s on SQLite (every match joined to its document); 10-25 ms with it. The category index is
 * PostgreSQL's: "garden" in the busiest category took 250 ms without it, 50 ms with it (measured
 * with it dropped and re-created); SQLite reads the matches newest first either way.
 */
async function createFilterIndexes(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
    const q = (name: string) => (dialect === "postgres" ? `"${name}"` : name);
    await run(db, `create index if not exists ${q("searchDocuments_category")} on ${q("searchDocuments")} (${q("categoryID")}, ${q("searchID")})`);
    await run(db, `create index if not exists ${q("searchDocuments_author")} on ${q("searchDocuments")} (${q("insertUserID")}, ${q("searchID")})`);
}

/**
 * A forum indexed with other prefix lengths (before SQLITE_PREFIX_LENGTHS grew) is indexed again:
 * FTS5 fixes them when the table is made. About a minute at a million posts (the scale data set:
 * 67 s). Interrupted after the drop, the migration is not recorded and runs again in full.
 */
async function indexSqlitePrefixes(db: Kysely<unknown>): Promise<void> {
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'searchFts'`.execute(db);
    if (rows[0]?.sql.includes(`prefix='${SQLITE_PREFIX_LENGTHS}'`)) return;
    await dropSearchIndex(db, "sqlite");
    await createSearchIndex(db, "sqlite");
}

/** A forum indexed before the names had their own index (createSqliteNameIndex): the names, and the triggers that keep them. */
async function indexSqliteNames(db: Kysely<unknown>): Promise<void> {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where name = 'searchNameFts'`.execute(db);
    if (rows.length) return;
    // The names and their triggers land together.
    await inSqliteTransaction(db, async () => {
        await createSqliteNameIndex(db);
        await dropSqliteTriggers(db);
        await createSqliteTriggers(db);
    });
}

export const searchMigrations: MigrationSet = {
    "2026_11_24_990_vanilla_search_index": (dialect) => ({ up: (db) => createSearchIndex(db, dialect) }),
    "2026_11_24_991_vanilla_search_filter_indexes": (dialect) => ({ up: (db) => createFilterIndexes(db, dialect) }),
    // A forum indexed by the first migration, before the backfill merged its index.
    "2026_12_02_200_vanilla_search_index_merged": (dialect) => ({ up: (db) => (dialect === "sqlite" ? mergeSqliteSearchIndex(db) : Promise.resolve()) }),
    "2026_12_03_100_vanilla_search_prefix_lengths": (dialect) => ({ up: (db) => (dialect === "sqlite" ? indexSqlitePrefixes(db) : Promise.resolve()) }),
    "2026_12_03_200_vanilla_search_name_index": (dialect) => ({ up: (db) => (dialect === "sqlite" ? indexSqliteNames(db) : Promise.resolve()) }),
    // PostgreSQL: deletes leave the index once per statement (createPostgresTriggers).
    "2026_12_04_420_vanilla_search_removals_per_statement": (dialect) => ({ up: (db) => (dialect === "postgres" ? createPostgresTriggers(db) : Promise.resolve()) }),
};
