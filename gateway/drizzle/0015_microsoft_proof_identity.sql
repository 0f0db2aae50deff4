-- Written by hand after drizzle-kit (which would add the column NOT NULL to a table that has rows).
-- A proof from before this binding is bound to the Microsoft object id it was made for: where Firebase
-- names the account by that id, the session goes on; otherwise the next Microsoft sign-in proves again.
ALTER TABLE "microsoft_sign_ins" ADD COLUMN "firebase_identity" text;--> statement-breakpoint
UPDATE "microsoft_sign_ins" SET "firebase_identity" = lower("subject");--> statement-breakpoint
ALTER TABLE "microsoft_sign_ins" ALTER COLUMN "firebase_identity" SET NOT NULL;
