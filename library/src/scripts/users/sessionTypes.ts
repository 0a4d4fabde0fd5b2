/**
 * One signed-in device of a member (GET /users/me/sessions, the account page's list): the
 * session's key, a hash of its ID, never the ID itself.
 */
export interface ISessionDevice {
    sessionKey: string;
    userAgent: string;
    /** The browser and system read from userAgent ("Chrome 131 on Windows 10"), or the raw string when it can't be read; "" when none was sent. */
    deviceName: string;
    ipAddress: string;
    dateInserted: string;
    dateLastActive: string | null;
    /** The session of the request that asked. */
    current: boolean;
}
