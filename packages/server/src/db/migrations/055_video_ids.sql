-- A video's numeric id is its code on the wire (`cartoonCode`): the original client sends it
-- back as a number (`id * 1`), which a text code such as 'v0097' cannot survive.
-- Generated covers were named by the text code; they are named by the id from now on.
UPDATE videos SET image = '/covers/video/' || id || '.svg' WHERE image = '/covers/video/' || code || '.svg';
ALTER TABLE videos DROP COLUMN code;
