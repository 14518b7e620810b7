/**
 * DocumentUpload's form: choose up to maxFiles files (accept filter from the server) in a labelled drop
 * zone — tap, click or Enter/Space to open the file chooser, or drag and drop — listed with their sizes
 * and a remove button each; check them on the spot with validateUploadFiles, upload with a progress bar, show the server's refusal or the
 * files stored.
 */
import { useId, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUploadLoanDocumentsStatus } from '@lender/contract';
import type { UploadProblem, UploadValidation } from '@lender/domain';
import { ApiError } from '../../../shared/http/client';
import { NoWrap } from '../../../shared/ui/no-wrap';
import { useUploadLoanDocuments } from '../api/uploads';
import { fileSize } from './format';
import { UploadedList } from './upload-history';
import { checkUploadFiles } from './upload-validation';
import styles from './accounts.module.css';

type Limits = Pick<TUploadLoanDocumentsStatus, 'fileTypes' | 'accept' | 'maxSizeMb' | 'maxFiles'>;

function useProblemText() {
  const { t } = useTranslation('accounts');
  return (problem: UploadProblem) => t(`upload.errors.${problem.code}`, problem);
}

export function UploadForm({ loanId, limits }: { loanId: string; limits: Limits }) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [validation, setValidation] = useState<UploadValidation>();
  const [noFiles, setNoFiles] = useState(false);
  const [progress, setProgress] = useState(0);
  const upload = useUploadLoanDocuments(loanId, setProgress);
  const problemText = useProblemText();

  const choose = async (next: File[]) => {
    setFiles(next);
    setNoFiles(false);
    upload.reset();
    setValidation(next.length ? await checkUploadFiles(next, limits) : undefined);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    void choose([...files, ...chosen]);
  };
  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = upload.isPending ? 'none' : 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (upload.isPending) return;
    void choose([...files, ...Array.from(event.dataTransfer.files)]);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return setNoFiles(true);
    const checked = await checkUploadFiles(files, limits);
    setValidation(checked);
    if (!checked.ok) return;
    setProgress(0);
    upload.mutate(files, { onSuccess: () => setFiles([]) });
  };

  const serverError =
    upload.error instanceof ApiError ? upload.error.message : upload.error?.message;
  const errors = validation?.errors ?? [];
  const percent = Math.round(progress * 100);

  return (
    <form className={styles.card} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        data-disabled={upload.isPending || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          className="visually-hidden"
          type="file"
          multiple
          accept={limits.accept}
          aria-labelledby={titleId}
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={onChange}
        />
        <span id={titleId} className={styles.subheading}>
          {t('upload.choose')}
        </span>
        <span id={hintId} className={styles.muted}>
          {t('upload.dropHint')} {t('upload.chooseHint')}
        </span>
      </label>
      {files.length > 0 && (
        <ul className={styles.list} aria-label={t('upload.selected')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.row}>
              <span>
                {file.name} <NoWrap>({fileSize(file.size)})</NoWrap>
              </span>
              <button
                type="button"
                className={styles.buttonSecondary}
                disabled={upload.isPending}
                onClick={() => void choose(files.filter((_, i) => i !== index))}
              >
                {t('upload.remove', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {(errors.length > 0 || noFiles) && (
        <div role="alert" className={styles.alert}>
          {noFiles ? (
            <p>{t('upload.noFiles')}</p>
          ) : (
            <>
              <p>{t('upload.errorSummary')}</p>
              <ul>
                {errors.map((error) => (
                  <li key={`${error.index}-${error.problem.code}`}>
                    {error.index < 0
                      ? problemText(error.problem)
                      : t('upload.errors.fileError', {
                          name: error.name,
                          message: problemText(error.problem),
                        })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {upload.isPending && (
        <div>
          <progress
            className={styles.progress}
            max={100}
            value={percent}
            aria-label={t('upload.progress')}
          />
          <p className={styles.muted}>{t('upload.progressValue', { percent })}</p>
        </div>
      )}
      {serverError && (
        <p role="alert" className={styles.alert}>
          {t('upload.serverError', { message: serverError })}
        </p>
      )}
      {upload.isSuccess && (
        <div role="status" className={styles.success}>
          <p>{t('upload.success')}</p>
          <UploadedList uploads={upload.data.documents} />
        </div>
      )}
      <button
        type="submit"
        className={styles.button}
        disabled={upload.isPending || (validation && !validation.ok)}
      >
        {t(upload.isPending ? 'upload.uploading' : 'upload.submit')}
      </button>
    </form>
  );
}
