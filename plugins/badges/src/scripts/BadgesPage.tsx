/** /badges: every badge with what earns it and who holds it (the first 50 of each, earliest first). */
import { profileUrl, t, tf } from "@library/addons/addonApi";
import { badgesClasses as classes, medalLetter } from "./badges.styles";
import type { IBadge, IBadgeHolder } from "./badgeTypes";

export default function BadgesPage({ badges }: { badges: Array<IBadge & { users: IBadgeHolder[] }> }) {
    if (badges.length === 0) return <p>{t("There are no badges yet.")}</p>;
    return (
        <div data-testid="badges-page">
            {badges.map((badge) => (
                <section key={badge.badgeID} id={`badge-${badge.badgeID}`} className={classes.section} aria-labelledby={`badge-heading-${badge.badgeID}`}>
                    <h2 id={`badge-heading-${badge.badgeID}`} className={classes.sectionHeading}>
                        <span className={classes.medal} aria-hidden="true">
                            {medalLetter(badge.name)}
                        </span>
                        {t(badge.name)}
                    </h2>
                    <span className={classes.muted}>
                        {t(badge.description)} {badge.rule ? "" : t("Given by the moderators.")}
                    </span>
                    <span className={classes.muted}>{tf(badge.countUsers === 1 ? "{count} member holds it." : "{count} members hold it.", { count: badge.countUsers })}</span>
                    {badge.users.length > 0 && (
                        <ul className={classes.holders} aria-label={tf("Members with {name}", { name: t(badge.name) })}>
                            {badge.users.map((user) => (
                                <li key={user.userID}>
                                    <a href={profileUrl(user.name)}>{user.name}</a>
                                </li>
                            ))}
                        </ul>
                    )}
                </section>
            ))}
        </div>
    );
}
