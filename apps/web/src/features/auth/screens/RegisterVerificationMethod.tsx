/** RegisterVerificationMethod (spec §2): how the verification code is sent; POST /resendVerificationCode. */
import { useNavigate } from 'react-router';
import { useServerSettings } from '../../../shared/config/config-settings';
import { routePath } from '../../../shared/routing/route-path';
import { resendVerificationCode } from '../api/registration';
import { useAuthFlow } from '../auth-flow-store';
import { isVoice, methodsForUsername } from '../code-methods';
import { AuthPage } from '../components/auth-page';
import { MethodForm, type CodeMethod } from '../components/method-form';
import { MissingUsername } from '../components/missing-username';

export default function RegisterVerificationMethod() {
  const navigate = useNavigate();
  const username = useAuthFlow((s) => s.username);
  const { voiceMessages } = useServerSettings();
  if (!username) return <MissingUsername to="VerifyEmail" />;

  const onSubmit = async (method: CodeMethod) => {
    const { codeDelivery } = await resendVerificationCode({ username, voice: isVoice(method) });
    useAuthFlow.getState().update({ delivery: codeDelivery });
    await navigate(routePath('RegisterVerificationCode'));
  };

  return (
    <AuthPage
      titleKey="verify.title"
      headingKey="verify.method.heading"
      leadKey="verify.method.lead"
    >
      <MethodForm
        options={methodsForUsername(username, voiceMessages)}
        onSubmit={onSubmit}
        username={username}
      />
    </AuthPage>
  );
}
