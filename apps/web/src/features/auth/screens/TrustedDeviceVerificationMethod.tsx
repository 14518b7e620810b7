/** TrustedDeviceVerificationMethod (spec §2): the code by email, text or voice; GET /sendtrusteddevice. */
import { useNavigate } from 'react-router';
import { useServerSettings } from '../../../shared/config/config-settings';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { sendTrustedDeviceCode } from '../api/trusted-device';
import { useAuthFlow } from '../auth-flow-store';
import { isVoice, methodsForUser } from '../code-methods';
import { AuthPage } from '../components/auth-page';
import { MethodForm, type CodeMethod } from '../components/method-form';
import { useCancelTrustedDevice } from '../use-cancel-trusted-device';

export default function TrustedDeviceVerificationMethod() {
  const navigate = useNavigate();
  const cancel = useCancelTrustedDevice();
  const user = useSessionStore((s) => s.user);
  const { voiceMessages } = useServerSettings();

  const onSubmit = async (method: CodeMethod) => {
    const channel = method === 'email' ? 'email' : 'phone';
    const { codeDelivery } = await sendTrustedDeviceCode(channel, isVoice(method));
    useAuthFlow.getState().update({ delivery: codeDelivery });
    await navigate(routePath(channel === 'email' ? 'TrustedDeviceEmail' : 'VerificationCode'));
  };

  return (
    <AuthPage
      titleKey="trusted.title"
      headingKey="trusted.method.heading"
      leadKey="trusted.method.lead"
      button="cancel"
      onCancel={cancel}
    >
      <MethodForm options={methodsForUser(user, voiceMessages)} onSubmit={onSubmit} />
    </AuthPage>
  );
}
