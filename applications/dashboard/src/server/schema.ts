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
    dateInserted: string;
    dateUpdated: string;
    read: number;
}

declare module "@server/db/schema" {
    interface Database {
        notifications: NotificationsTable;
    }
}
