import { useEffect, useState } from "react";
import { style } from "typestyle";
import { t, tf } from "@library/i18n/t";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";
import { colorVars, sizes } from "@library/theme/themeVariables";
import { profileUrl } from "@library/users/userUrls";
import type { IUserFragment } from "@library/users/userTypes";
import { logWarning } from "@library/utility/logger";
import { ONLINE_REFRESH_MS, type IWhosOnlineProps } from "./onlineTypes";
import { loadOnDemand } from "@library/lazy/loadOnDemand";

const classes = {
    heading: style({ fontSize: sizes.fontSizes.medium, margin: "0 0 8px" }),
    list: style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "4px 10px" }),
    note: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, margin: "8px 0 0" }),
};

/** The "Who's Online" panel box; refreshes every minute and says so when a refresh fails. */
export default function WhosOnline({ users: initialUsers, windowMinutes }: IWhosOnlineProps) {
    const [users, setUsers] = useState<IUserFragment[]>(initialUsers);
    const [stale, setStale] = useState(false);

    useEffect(() => {
        const timer = window.setInterval(async () => {
            try {
                // The API client loads with the first refresh, not with the page.
                const { apiv2 } = await loadOnDemand(() => import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2"));
                const response = await apiv2.get<IUserFragment[]>("online");
                setUsers(response.data);
                setStale(false);
            } catch (error) {
                // Keep the last list, but do not pretend it is current.
                setStale(true);
                logWarning("Could not refresh who is online.", error);
            }
        }, ONLINE_REFRESH_MS);
        return () => window.clearInterval(timer);
    }, []);

    return (
        <section className={pageLayoutClasses.panelBox} aria-labelledby="whos-online-heading" data-testid="whos-online">
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
