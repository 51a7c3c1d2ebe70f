-- Documents of a car (the fleet, part 1 §2 /fleet/{id}) or of an asset (/assets/{id}) besides a person's
-- (part 1 §2 /{relatedObject}/{relatedObjectId}/documents with relatedObject employee, car or asset). A document
-- belongs to exactly one of them. Who may see or change a car's or an asset's documents is decided over the person it
-- is assigned to now (domain documents DOCUMENT_RULES), so a car that changes driver takes its papers along; deleting
-- the car or the asset deletes its documents and their files.
ALTER TABLE files ALTER COLUMN employee_id DROP NOT NULL;
ALTER TABLE files ADD COLUMN vehicle_id int REFERENCES vehicles (id) ON DELETE CASCADE;
ALTER TABLE files ADD COLUMN asset_id int REFERENCES assets (id) ON DELETE CASCADE;
ALTER TABLE files ADD CONSTRAINT files_one_related_object CHECK (num_nonnulls(employee_id, vehicle_id, asset_id) = 1);
CREATE INDEX files_vehicle ON files (company_id, vehicle_id) WHERE vehicle_id IS NOT NULL;
CREATE INDEX files_asset ON files (company_id, asset_id) WHERE asset_id IS NOT NULL;
