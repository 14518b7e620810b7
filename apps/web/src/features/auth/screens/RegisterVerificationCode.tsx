/**
 * RegisterVerificationCode (spec §2, §4 "Verification makes it authenticated"): the 6-digit code →
 * POST /confirmuser answers a session, which is built → VerifyConfirm. Sending again uses
 * POST /resendVerificationCode.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeUsername } from '@lender/domain';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { routePath } from '../../../shared/routing/route-path';
import { createMarketingProfile } from '../../../shared/session/marketing-profile';
import { confirmUser, resendVerificationCode } from '../api/registration';
import { buildSession } from '../api/user-attributes';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { CodeForm } from '../components/code-form';
import { MissingUsername } from '../components/missing-username';

export default function RegisterVerificationCode() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const brand = usePageBrand();
  const { username, delivery, rememberMe } = useAuthFlow();
  if (!username) return <MissingUsername to="VerifyEmail" />;
  const isEmail = normalizeUsername(username).kind === 'email';

  const onSubmit = async (code: string) => {
    const result = await confirmUser({ username, code, isEmail, rememberMe });
    await buildSession(result, { rememberMe, username, method: 'verification' });
    // decision 059: her marketing profile is created as registration signs her in (the server obeys her preferences)
    createMarketingProfile({ language: i18n.resolvedLanguage ?? i18n.language, brand });
    await navigate(routePath('VerifyConfirm'));
  };
  const onResend = async () => {
    const { codeDelivery } = await resendVerificationCode({ username, voice: false });
    useAuthFlow.getState().update({ delivery: codeDelivery });
  };

  return (
    <AuthPage titleKey="verify.title" headingKey="verify.code.heading">
      <CodeForm delivery={delivery} onSubmit={onSubmit} onResend={onResend} />
    </AuthPage>
  );
}
