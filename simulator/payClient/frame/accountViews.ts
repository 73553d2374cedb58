// The frame's account views: login, signup, settings, password recovery, the age check and
// codes. Browser only.
import { checkbox, checked, el, field, linkButton, section, submitButton, valueOf } from './ui.ts';
import { checkEmail, checkPassword, checkUsername } from './validation.ts';
import { form, send, noteOf, balanceLine, type ViewContext } from './forms.ts';

// ---- login and signup -----------------------------------------------------------------------

export function loginView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const prefill = ctx.request.options['screenName'];
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [
          ['login', valueOf(f, 'login').trim() === '' ? 'required' : null],
          ['password', valueOf(f, 'password') === '' ? 'required' : null],
        ],
        'login',
        { login: valueOf(f, 'login'), password: valueOf(f, 'password') },
      ).then((reply) => reply && ctx.done({ guest: reply.guest, userFromLogin: true })),
    field({
      name: 'login',
      label: t('login.name'),
      autocomplete: 'username',
      ...(typeof prefill === 'string' ? { value: prefill } : {}),
    }),
    field({
      name: 'password',
      label: t('login.password'),
      type: 'password',
      autocomplete: 'current-password',
    }),
    submitButton(t('login.submit')),
  );
  return section(
    t('login.title'),
    noteOf(ctx) ?? el('p', { class: 'vxp-intro' }, t('login.intro')),
    node,
    el(
      'p',
      { class: 'vxp-links' },
      linkButton(t('login.lost'), () => ctx.switchTo('pwdlost', 'pwdlost')),
      linkButton(t('login.toSignup'), () =>
        ctx.switchTo(ctx.flow === 'login' ? 'login' : ctx.flow, 'signup'),
      ),
    ),
  );
}

export function signupView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const { signupEmail, signupName } = ctx.request.options;
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [
          ['email', checkEmail(valueOf(f, 'email'))],
          ['username', checkUsername(valueOf(f, 'username'))],
          ['password', checkPassword(valueOf(f, 'password'))],
        ],
        'signup',
        {
          email: valueOf(f, 'email').trim(),
          username: valueOf(f, 'username').trim(),
          password: valueOf(f, 'password'),
          newsletter: checked(f, 'newsletter'),
        },
      ).then((reply) => reply && ctx.done({ guest: reply.guest, userFromSignup: true })),
    field({
      name: 'email',
      label: t('signup.email'),
      type: 'email',
      autocomplete: 'email',
      ...(typeof signupEmail === 'string' ? { value: signupEmail } : {}),
    }),
    field({
      name: 'username',
      label: t('signup.username'),
      autocomplete: 'username',
      hint: t('signup.usernameHint'),
      ...(typeof signupName === 'string' ? { value: signupName } : {}),
    }),
    field({
      name: 'password',
      label: t('signup.password'),
      type: 'password',
      autocomplete: 'new-password',
      hint: t('signup.passwordHint'),
    }),
    checkbox('newsletter', t('signup.newsletter'), false),
    submitButton(t('signup.submit')),
  );
  return section(
    t('signup.title'),
    noteOf(ctx),
    node,
    el(
      'p',
      { class: 'vxp-links' },
      linkButton(t('signup.toLogin'), () => ctx.switchTo(ctx.flow, 'login')),
    ),
  );
}

// ---- account --------------------------------------------------------------------------------

export function settingsView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const guest = ctx.guest;
  const node = form(
    (f) => {
      const next = valueOf(f, 'newPassword');
      void send(
        ctx,
        f,
        next === ''
          ? []
          : [
              ['currentPassword', valueOf(f, 'currentPassword') === '' ? 'required' : null],
              ['newPassword', checkPassword(next)],
            ],
        'settings',
        {
          currentPassword: valueOf(f, 'currentPassword'),
          newPassword: next,
          newsletter: checked(f, 'newsletter'),
          verifyEmail: checked(f, 'verifyEmail'),
        },
      ).then(
        (reply) =>
          reply &&
          ctx.done({
            guest: reply.guest,
            passwordChanged: reply['passwordChanged'] === true,
            emailVerified: reply['emailVerified'] === true,
          }),
      );
    },
    guest
      ? el(
          'p',
          { class: 'vxp-intro' },
          t('settings.account', { name: guest.screenname, email: guest.email }),
        )
      : null,
    field({
      name: 'currentPassword',
      label: t('settings.currentPassword'),
      type: 'password',
      autocomplete: 'current-password',
      required: false,
    }),
    field({
      name: 'newPassword',
      label: t('settings.newPassword'),
      type: 'password',
      autocomplete: 'new-password',
      hint: t('signup.passwordHint'),
      required: false,
    }),
    checkbox('newsletter', t('settings.newsletter'), guest?.newsletter ?? false),
    guest?.emailVerified
      ? el('p', { class: 'vxp-ok' }, t('settings.emailVerified'))
      : checkbox('verifyEmail', t('settings.verifyEmail'), false),
    submitButton(t('save')),
  );
  return section(t('settings.title'), node);
}

export function pwdLostView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const { pwdresetUserName, pwdresetEmail } = ctx.request.options;
  const prefill =
    typeof pwdresetEmail === 'string'
      ? pwdresetEmail
      : typeof pwdresetUserName === 'string'
        ? pwdresetUserName
        : '';
  const result = el('div', { class: 'vxp-result', 'aria-live': 'polite' });
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [['login', valueOf(f, 'login').trim() === '' ? 'required' : null]],
        'pwdlost',
        {
          login: valueOf(f, 'login'),
        },
      ).then((reply) => {
        if (!reply) return;
        result.replaceChildren(el('p', { class: 'vxp-ok' }, t('pwdlost.sent')));
        const key = reply['resetKey'];
        const userId = reply['userId'];
        if (typeof key === 'string' && typeof userId === 'number') {
          result.append(
            linkButton(t('pwdlost.openMail'), () =>
              ctx.switchTo('pwdreset', 'pwdreset', {
                pwdresetUserId: userId,
                pwdresetUserName: valueOf(f, 'login'),
                pwdresetKey: key,
              }),
            ),
          );
        }
        result.append(linkButton(t('continue'), () => ctx.done({ guest: ctx.guest })));
      }),
    field({ name: 'login', label: t('login.name'), autocomplete: 'username', value: prefill }),
    submitButton(t('pwdlost.submit')),
  );
  return section(
    t('pwdlost.title'),
    el('p', { class: 'vxp-intro' }, t('pwdlost.intro')),
    node,
    result,
  );
}

export function pwdResetView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const { pwdresetUserId, pwdresetUserName, pwdresetKey } = ctx.request.options;
  const node = form(
    (f) => {
      const password = valueOf(f, 'password');
      void send(
        ctx,
        f,
        [
          ['password', checkPassword(password)],
          ['repeat', valueOf(f, 'repeat') === password ? null : 'passwordMismatch'],
        ],
        'pwdreset',
        {
          userId: Number(pwdresetUserId),
          key:
            typeof pwdresetKey === 'string' || typeof pwdresetKey === 'number'
              ? String(pwdresetKey)
              : '',
          password,
        },
      ).then((reply) => reply && ctx.done({ guest: reply.guest, passwordChanged: true }));
    },
    field({
      name: 'password',
      label: t('pwdreset.password'),
      type: 'password',
      autocomplete: 'new-password',
      hint: t('signup.passwordHint'),
    }),
    field({
      name: 'repeat',
      label: t('pwdreset.repeat'),
      type: 'password',
      autocomplete: 'new-password',
    }),
    submitButton(t('pwdreset.submit')),
  );
  return section(
    t('pwdreset.title'),
    typeof pwdresetUserName === 'string'
      ? el('p', { class: 'vxp-intro' }, t('pwdreset.for', { name: pwdresetUserName }))
      : null,
    node,
  );
}

export function avsView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  if (ctx.guest?.fsk18) return section(t('avs.title'), el('p', { class: 'vxp-ok' }, t('avs.done')));
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [
          ['fullName', valueOf(f, 'fullName').trim() === '' ? 'required' : null],
          ['birthDate', valueOf(f, 'birthDate') === '' ? 'required' : null],
          ['documentNumber', valueOf(f, 'documentNumber').trim() === '' ? 'required' : null],
        ],
        'avs',
        {
          fullName: valueOf(f, 'fullName'),
          birthDate: valueOf(f, 'birthDate'),
          documentNumber: valueOf(f, 'documentNumber'),
        },
      ).then((reply) => reply && ctx.done({ guest: reply.guest, confirm: 'avs.pending' })),
    field({ name: 'fullName', label: t('avs.fullName'), autocomplete: 'name' }),
    field({ name: 'birthDate', label: t('avs.birthDate'), type: 'date', autocomplete: 'bday' }),
    field({ name: 'documentNumber', label: t('avs.document'), autocomplete: 'off' }),
    submitButton(t('avs.submit')),
  );
  return section(t('avs.title'), el('p', { class: 'vxp-intro' }, t('avs.intro')), node);
}

export function promoCodeView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const kind = ctx.flow === 'scratchcard' ? 'scratchcard' : 'promocode';
  const preset = ctx.request.options['pc'] ?? ctx.request.options['promoCode'];
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [['code', valueOf(f, 'code').trim() === '' ? 'required' : null]],
        'redeem',
        {
          code: valueOf(f, 'code'),
          kind,
        },
      ).then((reply) => reply && ctx.done({ guest: reply.guest })),
    field({
      name: 'code',
      label: t('promocode.code'),
      autocomplete: 'off',
      value: typeof preset === 'string' ? preset : '',
    }),
    submitButton(t('promocode.submit')),
  );
  return section(
    t(kind === 'scratchcard' ? 'scratchcard.title' : 'promocode.title'),
    balanceLine(ctx),
    node,
  );
}
