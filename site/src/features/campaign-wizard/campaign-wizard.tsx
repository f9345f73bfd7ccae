import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CAMPAIGN_WIZARD_STEPS,
  campaignWizardStepProblem,
  emptyCampaignWizardForm,
  firstInvalidCampaignWizardStep,
  type CampaignWizardForm,
  type CampaignWizardProblem,
  type CampaignWizardStep,
} from '@lomi/core';
import { useToast } from '@lomi/react';
import { CategoryStep } from './category-step.tsx';
import { GoalStep } from './goal-step.tsx';
import { MediaStep } from './media-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { ProblemText } from './problem-text.tsx';
import { StoryStep } from './story-step.tsx';
import { UploadProgress } from '../../shared/upload-progress/upload-progress.tsx';
import { useCreateCampaignText } from './create-campaign-text.ts';

const TOTAL = CAMPAIGN_WIZARD_STEPS.length;

/** How the wizard's upload reports and stops. */
export interface CampaignWizardUpload {
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
}

export interface CampaignWizardProps {
  /**
   * Sends the finished form (every step valid): the owner's `createCampaign` for their organization, or the
   * console's set-up for the organization an operator chose.
   */
  send: (form: CampaignWizardForm, upload: CampaignWizardUpload) => Promise<unknown>;
  /** After a successful send (the success toast is shown): where to go. */
  onCreated: (created: unknown) => void;
  /** The preview's word on what happens after Create; the owner's (the team reviews it) by default. */
  previewNote?: string;
}

/**
 * §2's five steps, shown as 'n/5': category, currency and goals, title/story/video, photo and documents, then
 * a preview and Create. Continue moves on only when the step is valid (§4), else announces the step's §5
 * message; focus goes to each new step's heading. Create uploads the §3 multipart payload with a real
 * progress bar; Back is disabled meanwhile. Success toasts and calls `onCreated`, failure toasts and stays.
 */
export function CampaignWizard({ send, onCreated, previewNote }: CampaignWizardProps) {
  const t = useCreateCampaignText();
  const toast = useToast();
  const headingId = useId();
  const problemId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [form, setForm] = useState<CampaignWizardForm>(emptyCampaignWizardForm);
  const [step, setStep] = useState<CampaignWizardStep>(1);
  const [problem, setProblem] = useState<CampaignWizardProblem | null>(null);
  // Percent of the upload sent, while Create runs; null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  const submitting = progress !== null;
  const stepName = CAMPAIGN_WIZARD_STEPS[step - 1] ?? 'category';

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // Leaving the page stops an upload still under way.
  useEffect(() => () => upload.current?.abort(), []);

  function change(next: CampaignWizardForm) {
    setForm(next);
    setProblem(null);
  }

  function goTo(next: CampaignWizardStep) {
    setStep(next);
    setProblem(null);
  }

  async function create() {
    const invalid = firstInvalidCampaignWizardStep(form);
    if (invalid !== null) {
      goTo(invalid);
      setProblem(campaignWizardStepProblem(invalid, form));
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const created = await send(form, {
        onProgress: (sent, total) => setProgress(total > 0 ? Math.floor((sent * 100) / total) : 0),
        signal: controller.signal,
      });
      toast.show(t('createCampaign.success'));
      onCreated(created);
    } catch {
      if (controller.signal.aborted) return;
      toast.show(t('createCampaign.failed'), { tone: 'error' });
      setProgress(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (step === 5) {
      void create();
      return;
    }
    const found = campaignWizardStepProblem(step, form);
    if (found) setProblem(found);
    else goTo((step + 1) as CampaignWizardStep);
  }

  return (
    <form
      className="campaign-wizard"
      noValidate
      aria-labelledby={headingId}
      aria-busy={submitting}
      data-step={stepName}
      onSubmit={submit}
    >
      <p className="campaign-wizard__count">
        <span aria-hidden="true">
          {step}/{TOTAL}
        </span>
        <span className="visually-hidden">{t('createCampaign.stepOf', { step, total: TOTAL })}</span>
      </p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="campaign-wizard__heading">
        {t(`createCampaign.step.${stepName}`)}
      </h2>
      <div className="campaign-wizard__body">
        {stepName === 'category' && <CategoryStep form={form} onChange={change} />}
        {stepName === 'goal' && <GoalStep form={form} onChange={change} />}
        {stepName === 'story' && <StoryStep form={form} onChange={change} />}
        {stepName === 'media' && <MediaStep form={form} onChange={change} />}
        {stepName === 'preview' && <PreviewStep form={form} note={previewNote} />}
      </div>
      {/* Always in the page, so the message is announced as it appears (role=alert). */}
      <div id={problemId} role="alert" className="campaign-wizard__problem">
        {problem && <ProblemText problem={problem} />}
      </div>
      {progress !== null && (
        <UploadProgress
          label={t('createCampaign.upload.label')}
          percent={progress}
          valueText={t('createCampaign.upload.percent', { percent: progress })}
        />
      )}
      <div className="campaign-wizard__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={step === 1 || submitting}
          onClick={() => goTo((step - 1) as CampaignWizardStep)}
        >
          {t('createCampaign.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {step === 5
            ? t(submitting ? 'createCampaign.creating' : 'createCampaign.create')
            : t('createCampaign.continue')}
        </button>
      </div>
    </form>
  );
}
