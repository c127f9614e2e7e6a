-- Issue 38: FAQs and issue types in Arabic beside the English, as categories, colours and banners are;
-- empty means none was written, and Arabic readers get the English.
ALTER TABLE "faqs" ADD COLUMN "question_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_types" ADD COLUMN "label_ar" text DEFAULT '' NOT NULL;