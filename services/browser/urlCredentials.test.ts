import { describe, expect, it } from 'vitest';
import { credentialParamClass, withoutCredentials } from './urlCredentials.ts';

describe('withoutCredentials', () => {
  it('drops every credential parameter and keeps the rest in order', () => {
    expect(
      withoutCredentials(
        '/en/?a=1&pwdresetKey=k1&pwdresetUserName=Anna&externalToken=e&tt=t&redirect_token=r&signupEmail=a%40b.de&signupName=Anna&b=2#top',
      ),
    ).toBe('/en/?a=1&b=2#top');
    expect(withoutCredentials('https://x.invalid/p?TT=1')).toBe('https://x.invalid/p');
    expect(withoutCredentials('/en/?vxpFlow=signup')).toBe('/en/?vxpFlow=signup');
    expect(withoutCredentials('/en/')).toBe('/en/');
  });

  it('names the class of each', () => {
    expect(credentialParamClass('redirect_token')).toBe('secret');
    expect(credentialParamClass('signupEmail')).toBe('email');
    expect(credentialParamClass('signupName')).toBe('personName');
    expect(credentialParamClass('vxpFlow')).toBeNull();
  });
});
