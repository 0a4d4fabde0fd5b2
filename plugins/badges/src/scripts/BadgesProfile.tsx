/** The Badges section of a member's profile (the "profile" widget slot): each badge they hold, linked to the badges page. */
import { t, tf } from "@library/addons/addonApi";
import { badgesClasses as classes, medalLetter } from "./badges.styles";
import type { IUserBadge } from "./badgeTypes";

export default function BadgesProfile({ badges }: { badges: IUserBadge[] }) {
    return (
        <section aria-labelledby="profile-badges-heading" data-testid="profile-badges">
            <h2 id="profile-badges-heading" className={classes.heading}>
                {tf("Badges ({count})", { count: badges.length })}
            </h2>
            {badges.length === 0 ? (
                <p className={classes.muted}>{t("No badges yet.")}</p>
            ) : (
                <ul className={classes.grid}>
                    {badges.map((badge) => (
                        <li key={badge.badgeID} className={classes.card}>
                            <span className={classes.medal} aria-hidden="true">
                                {medalLetter(badge.name)}
                            </span>
                            <span className={classes.cardText}>
                                <a className={classes.name} href={badge.url}>
                                    {t(badge.name)}
                                </a>
                                <span className={classes.muted}>{t(badge.description)}</span>
                                {badge.reason && <span className={classes.muted}>{tf("Awarded: {reason}", { reason: badge.reason })}</span>}
                            </span>
                        </li>
                    ))}
                </ul>
            )}
        </section>
    );
}
