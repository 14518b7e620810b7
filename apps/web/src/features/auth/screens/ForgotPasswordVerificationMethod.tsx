/** ForgotPasswordVerificationMethod (spec §2): text or voice call for a phone; POST /resetpassword. */
import { useNavigate } from 'react-router';
import { useServerSettings } from '../../../shared/config/config-settings';
import { routePath } from '../../../shared/routing/route-path';
import { resetPassword } from '../api/password';
import { useAuthFlow } from '../auth-flow-store';
import { isVoice, methodsForUsername } from '../code-methods';
import { AuthPage } from '../components/auth-page';
import { MethodForm, type CodeMethod } from '../components/method-form';
import { MissingUsername } from '../components/missing-username';

export default function ForgotPasswordVerificationMethod() {
  const navigate = useNavigate();
  const username = useAuthFlow((s) => s.username);
  const { voiceMessages } = useServerSettings();
  if (!username) return <MissingUsername to="ForgotPassword" />;

  const onSubmit = async (method: CodeMethod) => {
    const { codeDelivery } = await resetPassword({ username, voice: isVoice(method) });
    useAuthFlow.getState().update({ delivery: codeDelivery });
    await navigate(routePath('ForgotPasswordVerificationCode'));
  };

  return (
    <AuthPage
      titleKey="forgot.title"
      headingKey="forgot.method.heading"
      leadKey="forgot.method.lead"
    >
      <MethodForm
        options={methodsForUsername(username, voiceMessages)}
        onSubmit={onSubmit}
        username={username}
      />
    </AuthPage>
  );
}
