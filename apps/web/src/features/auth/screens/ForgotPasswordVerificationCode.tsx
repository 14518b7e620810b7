/** ForgotPasswordVerificationCode (spec §2): the recovery code; it is checked with the new password. */
import { useNavigate } from 'react-router';
import { normalizeUsername } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { resetPassword } from '../api/password';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { CodeForm } from '../components/code-form';
import { MissingUsername } from '../components/missing-username';

export default function ForgotPasswordVerificationCode() {
  const navigate = useNavigate();
  const { username, delivery } = useAuthFlow();
  if (!username) return <MissingUsername to="ForgotPassword" />;

  const onSubmit = async (code: string) => {
    useAuthFlow.getState().update({ code });
    await navigate(routePath('ResetPassword'));
  };
  const onResend = async () => {
    const voice =
      delivery?.deliveryMedium === 'VOICE' && normalizeUsername(username).kind === 'phone';
    const { codeDelivery } = await resetPassword({ username, voice });
    useAuthFlow.getState().update({ delivery: codeDelivery });
  };

  return (
    <AuthPage titleKey="forgot.title" headingKey="forgot.code.heading">
      <CodeForm
        delivery={delivery}
        submitKey="common.continue"
        onSubmit={onSubmit}
        onResend={onResend}
      />
    </AuthPage>
  );
}
