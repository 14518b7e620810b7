/**
 * VerificationCode (spec §2 TrustedDevice group): POST /confirmtrusteddevice with the device key, the
 * code and the profile id; the device becomes trusted, the flow unlocks and the user goes on.
 */
import { useNavigate } from 'react-router';
import { logSessionEvent } from '../../../shared/session/session-events';
import { useSessionStore } from '../../../shared/session/session-store';
import { loadDeviceKey } from '../../../shared/session/token-storage';
import { confirmTrustedDevice, sendTrustedDeviceCode } from '../api/trusted-device';
import { useAuthFlow } from '../auth-flow-store';
import { AuthPage } from '../components/auth-page';
import { CodeForm } from '../components/code-form';
import { destinationAfterTrust } from '../post-sign-in';
import { TRUSTED_DEVICE_FLOW, useCancelTrustedDevice } from '../use-cancel-trusted-device';

export default function VerificationCode() {
  const navigate = useNavigate();
  const cancel = useCancelTrustedDevice();
  const delivery = useAuthFlow((s) => s.delivery);

  const onSubmit = async (code: string) => {
    const session = useSessionStore.getState();
    const deviceKey = session.tokens?.deviceKey ?? loadDeviceKey() ?? '';
    await confirmTrustedDevice({ deviceKey, code, profileId: session.user?.profileId ?? '' });
    session.unlockFlow(TRUSTED_DEVICE_FLOW);
    logSessionEvent({
      name: 'trustedDeviceConfirmed',
      properties: { profile_id: session.user?.profileId },
    });
    useAuthFlow.getState().update({ delivery: undefined });
    await navigate(destinationAfterTrust(session.brands));
  };
  const onResend = async () => {
    const method = delivery?.deliveryMedium === 'EMAIL' ? 'email' : 'phone';
    const { codeDelivery } = await sendTrustedDeviceCode(
      method,
      delivery?.deliveryMedium === 'VOICE',
    );
    useAuthFlow.getState().update({ delivery: codeDelivery });
  };

  return (
    <AuthPage
      titleKey="trusted.title"
      headingKey="trusted.code.heading"
      button="cancel"
      onCancel={cancel}
    >
      <CodeForm
        delivery={delivery}
        onSubmit={onSubmit}
        onResend={delivery ? onResend : undefined}
      />
    </AuthPage>
  );
}
