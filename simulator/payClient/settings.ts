import { PayClientError, throwIfInvalid, type PayClientCore, type PayGuest } from './core.ts';
import { checkBirthDate, checkPassword, type FieldError } from './frame/validation.ts';
import { verifyPassword } from './passwords.ts';

/** A document number the simulated age check rejects. */
const AVS_REJECT_DOCUMENT = 'REJECT';
const AVS_DELAY_MS = 2000;

/** The guest's own settings (password, newsletter, e-mail confirmation) and the age check. */
export class PaySettings {
  constructor(private readonly core: PayClientCore) {}

  /** `settings`: password change (current one required), newsletter, e-mail confirmation. */
  async settings(
    sessionId: string,
    input: {
      currentPassword?: string | undefined;
      newPassword?: string | undefined;
      newsletter?: boolean | undefined;
      verifyEmail?: boolean | undefined;
    },
  ): Promise<{ guest: PayGuest; passwordChanged: boolean; emailVerified: boolean }> {
    const { pay } = this.core;
    const account = this.core.requireAccount(sessionId);
    let passwordChanged = false;
    let emailVerified = false;
    if (input.newPassword !== undefined && input.newPassword !== '') {
      const hash = pay.passwordHash(account.id);
      if (!(await verifyPassword(input.currentPassword ?? '', hash)) || hash === undefined) {
        throw new PayClientError(403, 'wrong_password', { currentPassword: 'required' });
      }
      const error = checkPassword(input.newPassword);
      if (error) throw new PayClientError(422, 'invalid', { newPassword: error });
      await pay.setPassword(account.id, input.newPassword);
      passwordChanged = true;
    }
    if (input.newsletter !== undefined) {
      this.core.accounts.patchState(account.id, {
        notificationsSettings: {
          ...account.state.notificationsSettings,
          newsletter: input.newsletter,
        },
      });
    }
    if (input.verifyEmail === true && !pay.emailVerified(account.id)) {
      pay.setEmailVerified(account.id);
      this.core.hub.push(account.id, { type: 'guestEmailVerified' });
      emailVerified = true;
    }
    return { guest: this.core.guest(account.id), passwordChanged, emailVerified };
  }

  /**
   * `avs`: the check is pending at once (`avsPending`), and decided after `AVS_DELAY_MS`:
   * accepted (`avsSet`), or rejected (`avsRejected`) for the document number `REJECT`.
   */
  requestAvs(
    sessionId: string,
    input: { fullName: string; birthDate: string; documentNumber: string },
  ): PayGuest {
    const { accounts, hub } = this.core;
    const account = this.core.requireAccount(sessionId);
    if (account.state.avsStatus === 'accepted') throw new PayClientError(409, 'already_verified');
    const fields: Record<string, FieldError> = {};
    if (input.fullName.trim() === '') fields['fullName'] = 'required';
    const birth = checkBirthDate(input.birthDate, this.core.now());
    if (birth) fields['birthDate'] = birth;
    if (input.documentNumber.trim() === '') fields['documentNumber'] = 'required';
    throwIfInvalid(fields);
    accounts.patchState(account.id, { avsStatus: 'pending', avsRejectMessage: null });
    hub.push(account.id, { type: 'avsPending' });
    const reject = input.documentNumber.trim().toUpperCase() === AVS_REJECT_DOCUMENT;
    this.core.schedule(() => {
      if (accounts.findById(account.id)?.state.avsStatus !== 'pending') return;
      if (reject) {
        const message = 'The document could not be verified.';
        accounts.patchState(account.id, { avsStatus: 'rejected', avsRejectMessage: message });
        hub.push(account.id, { type: 'avsRejected', message });
      } else {
        accounts.patchState(account.id, { avsStatus: 'accepted', avsRejectMessage: null });
        hub.push(account.id, { type: 'avsSet' });
      }
    }, AVS_DELAY_MS);
    return this.core.guest(account.id);
  }
}
