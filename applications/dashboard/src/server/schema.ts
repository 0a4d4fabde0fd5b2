/** The notifications table (dashboard's migrations.ts), added to the host's Database type (see @server/db/schema). */
import type { Generated } from "kysely";

export interface NotificationsTable {
    notificationID: Generated<number>;
    userID: number;
    activityType: string;
    reason: string;
    /** HTML whose only markup is <b>, around already escaped text. */
    body: string;
    photoUrl: string;
    url: string;
    recordType: string;
    recordID: number;
    discussionID: number | null;
    /**
     * The event that made it ("comment:12", "reaction:<uuid>"); unique with userID, so a job
     * delivering the event again adds nobody twice. Null for notifications made outside events.
     */
    eventKey: string | null;
    dateInserted: string;
    dateUpdated: string;
    read: number;
}

declare module "@server/db/schema" {
    interface Database {
        notifications: NotificationsTable;
    }
}
