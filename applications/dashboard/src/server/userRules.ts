/** What a valid user name, e-mail and password look like (registration and the users API). */
import type { FastifyRequest } from "fastify";
import { t, tf } from "@library/i18n/t";
import type { UserRow } from "@server/db/schema";
import type { IFieldErrorBody } from "@server/http/httpErrors";
import { createUser, emailTaken, findUserByName } from "@server/users/usersModel";
import { isUniqueViolation } from "@server/db/uniqueViolation";

export const NAME_PATTERN = /^[\p{L}\p{N}_.-]{3,40}$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export interface IUserFields {
    name?: string;
    email?: string;
    password?: string;
    photoUrl?: string;
}

/** Field errors of a user patch or post; an empty list when it is valid. */
export async function userFieldErrors(request: FastifyRequest, body: IUserFields, current?: UserRow): Promise<IFieldErrorBody[]> {
    const { db } = request.server.hearth;
    const errors: IFieldErrorBody[] = [];
    if (body.name !== undefined && body.name !== current?.name) {
        if (!NAME_PATTERN.test(body.name)) errors.push({ field: "name", message: t("Usernames are 3 to 40 letters, digits, dots, dashes or underscores."), code: "pattern" });
        else if (await findUserByName(db, body.name)) errors.push({ field: "name", message: t("That username is already taken."), code: "unique" });
    }
    if (body.email !== undefined && body.email.toLowerCase() !== current?.email.toLowerCase()) {
        if (!EMAIL_PATTERN.test(body.email)) errors.push({ field: "email", message: t("Enter a valid email address."), code: "format" });
        else if (await emailTaken(db, body.email)) errors.push({ field: "email", message: t("That email address is already registered."), code: "unique" });
    }
    if (body.password !== undefined && body.password.length < MIN_PASSWORD_LENGTH) {
        errors.push({ field: "password", message: tf("Passwords must be at least {count} characters long.", { count: MIN_PASSWORD_LENGTH }), code: "minLength" });
    }
    if (body.photoUrl !== undefined && body.photoUrl !== "" && !/^(https?:\/\/|\/)/i.test(body.photoUrl)) {
        errors.push({ field: "photoUrl", message: t("A photo address must be an http or https address."), code: "format" });
    }
    return errors;
}


/**
 * Creates the user, or answers the field errors of a name or e-mail address taken meanwhile: the
 * checks of userFieldErrors come first for a clear message, but of several registrations at
 * once for one name all pass them, and the database's unique indexes refuse all but one.
 */
export async function createUserOrFieldErrors(
    request: FastifyRequest,
    user: Parameters<typeof createUser>[1],
): Promise<{ userID: number; errors?: undefined } | { errors: IFieldErrorBody[] }> {
    try {
        return { userID: await createUser(request.server.hearth.db, user) };
    } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const errors = (await userFieldErrors(request, { name: user.name, email: user.email })).filter((fieldError) => fieldError.code === "unique");
        return { errors: errors.length ? errors : [{ field: "name", message: t("That username is already taken."), code: "unique" }] };
    }
}
