import { useEffect } from "react";
import { colorVars, logWarning, panelBoxClass, profileUrl, sizes, style, t, tf, useAppDispatch, useAppSelector } from "@library/addons/addonApi";
import { refreshOnline, registerOnlineSlice, selectOnline } from "./onlineSlice";
import { ONLINE_REFRESH_MS, type IWhosOnlineProps } from "./onlineTypes";

registerOnlineSlice();

const classes = {
    heading: style({ fontSize: sizes.fontSizes.medium, margin: "0 0 8px" }),
    list: style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "4px 10px" }),
    note: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, margin: "8px 0 0" }),
};

/** The "Who's Online" panel box; refreshes every minute and says so when a refresh fails. */
export default function WhosOnline({ users: initialUsers, windowMinutes }: IWhosOnlineProps) {
    const dispatch = useAppDispatch();
    const online = useAppSelector(selectOnline);
    // The server's list until the first refresh; after a failed one, the last list with a note.
    const users = online.users ?? initialUsers;
    const stale = online.stale;

    useEffect(() => {
        const timer = window.setInterval(() => {
            // The API client loads with the first refresh, not with the page.
            dispatch(refreshOnline()).catch((error: unknown) => logWarning("Could not refresh who is online.", error));
        }, ONLINE_REFRESH_MS);
        return () => window.clearInterval(timer);
    }, [dispatch]);

    return (
        <section className={panelBoxClass} aria-labelledby="whos-online-heading" data-testid="whos-online">
            <h2 id="whos-online-heading" className={classes.heading}>
                {tf("Who's Online ({count})", { count: users.length })}
            </h2>
            {users.length === 0 ? (
                <p className={classes.note}>{tf("Nobody has been active in the last {minutes} minutes.", { minutes: windowMinutes })}</p>
            ) : (
                <ul className={classes.list}>
                    {users.map((user) => (
                        <li key={user.userID}>
                            <a href={profileUrl(user.name)}>{user.name}</a>
                        </li>
                    ))}
                </ul>
            )}
            {stale && <p className={classes.note}>{t("This list could not be refreshed and may be out of date.")}</p>}
        </section>
    );
}
