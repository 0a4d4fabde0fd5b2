/**
 * Outgoing mail. The reference server has no mail transport of its own: each message is written
 * as an .eml file to DATA_DIR/outbox, where an operator's mail relay (or a person, on a demo)
 * picks it up. Writing the file is the "send": nothing claims a message left the machine.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { readEnv } from "@server/config/env";

export interface IMail {
    to: string;
    subject: string;
    text: string;
}

export function outboxDir(): string {
    return path.join(readEnv().dataDir, "outbox");
}

/** Header values never carry a line break (no header injection through a name or subject). */
function headerValue(value: string): string {
    return value.replace(/[\r\n]+/g, " ").trim();
}

export async function sendMail(mail: IMail, from: string): Promise<string> {
    const dir = outboxDir();
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
    const message =
        `From: ${headerValue(from)}\r\nTo: ${headerValue(mail.to)}\r\nSubject: ${headerValue(mail.subject)}\r\n` +
        `Date: ${new Date().toUTCString()}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${mail.text.replace(/\r?\n/g, "\r\n")}\r\n`;
    await fs.writeFile(file, message, { flag: "wx" });
    return file;
}
