import { rememberFocus } from "@library/utility/focusAfterLoad";

/**
 * Where the focus goes on the conversation page a sent message opens: that message, by the
 * address's anchor (a reply: /messages/5#Message_9), else the newest (a new conversation's only
 * one), as a new comment's page focuses that comment. The sender hears what was sent, confirming
 * it went, and is where they left off: the next Tab is the reply box, right below it. Focusing
 * the box instead would say nothing of the message.
 */
const NEWEST_MESSAGE = "li[id^='Message_']:last-of-type";

/** Before opening `url`, the address the server gave for a sent message: its page will focus that message. */
export function focusSentMessageOn(url: string): void {
    const target = new URL(url, window.location.href);
    rememberFocus(/^#Message_\d+$/.test(target.hash) ? [target.hash, NEWEST_MESSAGE] : [NEWEST_MESSAGE], target.pathname);
}
