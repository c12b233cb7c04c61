import {
  MAX_FEEDBACK_CHARS,
  MAX_FEEDBACK_WORDS,
  MIN_FEEDBACK_WORDS,
  QUESTION_TYPES,
  type QuestionType,
} from '@tessera/contract';
import { feedbackTextIssue } from '@tessera/domain';
import { Button, Select } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { useSendFeedback } from '../api/feedback-api';
import styles from './feedback.module.css';
import { ImagePicker } from './image-picker';
import { TextArea } from './text-area';

const limits = { min: MIN_FEEDBACK_WORDS, max: MAX_FEEDBACK_WORDS, chars: MAX_FEEDBACK_CHARS };

/**
 * The feedback form (spec §3, §5): question type, 3–40 words within 140 characters, up to 3
 * pictures. Text rules are checked here first (nothing is sent); a refusal from the platform is
 * shown above the button, and whatever the player typed and chose stays.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [questionType, setQuestionType] = useState<QuestionType>('DEPOSIT');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [issue, setIssue] = useState<string | null>(null);

  if (send.isSuccess)
    return (
      <div className={styles.form}>
        <p role="status">{t('feedback.sent')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setContent('');
            setImages([]);
            send.reset();
          }}
        >
          {t('feedback.sendAnother')}
        </Button>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = feedbackTextIssue(content);
    setIssue(
      problem === 'TEXT_TOO_LONG'
        ? t('feedback.tooLong', limits)
        : problem === 'FEEDBACK_WORD_COUNT'
          ? t('feedback.wordCount', limits)
          : null,
    );
    if (!problem) send.mutate({ questionType, content: content.trim(), images });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Select
        label={t('feedback.questionType')}
        value={questionType}
        onChange={(event) => setQuestionType(event.currentTarget.value as QuestionType)}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`feedback.type${type}`) }))}
      />
      <TextArea
        label={t('feedback.content')}
        name="content"
        hint={t('feedback.contentHint', limits)}
        value={content}
        onChange={setContent}
        {...(issue ? { error: issue } : {})}
      />
      <ImagePicker images={images} onChange={setImages} disabled={send.isPending} />
      <CallError error={send.error} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('feedback.sending') : t('feedback.send')}
      </Button>
    </form>
  );
}
