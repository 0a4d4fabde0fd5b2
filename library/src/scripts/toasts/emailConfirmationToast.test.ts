import { GUEST_USER } from "@library/boot/pageMeta";
import { emailConfirmationToast } from "@library/toasts/emailConfirmationToast";

const member = { ...GUEST_USER, userID: 7, name: "member", emailConfirmed: false };
const required = { "registration.confirmEmail": true };

describe("the e-mail-not-confirmed toast (shell §8)", () => {
    it("shows the text and the resend link to a member with an unconfirmed address when confirmation is required", () => {
        const toast = emailConfirmationToast({ currentUser: member, settings: required });
        expect(toast).toEqual(
            expect.objectContaining({
                body: "Your email address is not confirmed.",
                link: { url: "/entry/emailconfirmrequest", label: "Resend confirmation email" },
                dismissible: true,
            }),
        );
    });

    it("does not show for guests, confirmed members, or when confirmation is not required", () => {
        expect(emailConfirmationToast({ currentUser: GUEST_USER, settings: required })).toBeNull();
        expect(emailConfirmationToast({ currentUser: { ...member, emailConfirmed: true }, settings: required })).toBeNull();
        expect(emailConfirmationToast({ currentUser: member, settings: { "registration.confirmEmail": false } })).toBeNull();
        expect(emailConfirmationToast({ currentUser: member, settings: undefined })).toBeNull();
    });
});
