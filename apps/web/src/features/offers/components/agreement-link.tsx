/** 'Signed settlement agreement (PDF)': the shared PDF link to GET /loanSigning/document of the signed envelope. */
import { useTranslation } from 'react-i18next';
import { getPdf, safeFileName, showPdf } from '../../../shared/http/pdf';
import controls from '../../../shared/ui/controls.module.css';
import { PdfDownloadLink } from '../../../shared/ui/pdf-download-link';

export function AgreementLink({ envelopeId }: { envelopeId: string }) {
  const { t } = useTranslation('offers');
  const fileName = safeFileName(`settlement-agreement-${envelopeId}.pdf`);
  return (
    <PdfDownloadLink
      className={controls.link}
      href={`/api/loanSigning/document?envelopeId=${encodeURIComponent(envelopeId)}`}
      fileName={fileName}
      download={() =>
        showPdf(() => getPdf('/loanSigning/document', { envelopeId }), 'download', fileName)
      }
      label={t('settlement.agreement')}
      failedMessage={t('settlement.agreementFailed')}
    />
  );
}
